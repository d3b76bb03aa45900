/**
 * Calls to the auth service's organization routes (a clinic is a Better Auth organization), each
 * answer parsed down to the fields the screens use.
 */
import { z } from 'zod';
import { apiPaths } from '../../../common/api/api-paths';
import { type ASSIGNABLE_ROLES, CLINIC_ROLES } from '../../../common/clinic/clinic-roles';
import {
  type PatientTransferResult,
  patientTransferResultSchema,
} from '../../../common/schemas/transfer';
import { apiRequest, authRequest } from '../../lib/api-client';

const roleSchema = z.enum(CLINIC_ROLES);
export type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];

const clinicSchema = z.object({ id: z.string(), name: z.string() });
export type Clinic = z.infer<typeof clinicSchema>;

const memberSchema = z.object({
  id: z.string(),
  role: roleSchema,
  userId: z.string(),
  user: z.object({ name: z.string(), email: z.string() }),
});
export type ClinicMember = z.infer<typeof memberSchema>;

const invitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: roleSchema,
  status: z.string(),
});
export type ClinicInvitation = z.infer<typeof invitationSchema>;

const fullClinicSchema = clinicSchema.extend({
  members: z.array(memberSchema),
  invitations: z.array(invitationSchema),
});
export type FullClinic = z.infer<typeof fullClinicSchema>;

const sessionSchema = z.nullable(
  z.object({
    session: z.object({ activeOrganizationId: z.string().nullish() }),
    user: z.object({ id: z.string() }),
  }),
);

/** A workspace to work in: a clinic (by id) or the user's personal one. */
export type WorkspaceChoice = { kind: 'personal' } | { kind: 'clinic'; workspaceId: string };

/**
 * The workspace the server's session works in; null without a session. The web's one reading of
 * Better Auth's active organization (decision 0011): none is the personal workspace, whose id is
 * the user's, as the server's workspace-access.ts reads it.
 */
export async function fetchActiveWorkspace(): Promise<{
  kind: 'personal' | 'clinic';
  workspaceId: string;
} | null> {
  const answer = await apiRequest(apiPaths.auth.getSession, { schema: sessionSchema });
  if (!answer) return null;
  const clinicId = answer.session.activeOrganizationId;
  return clinicId
    ? { kind: 'clinic', workspaceId: clinicId }
    : { kind: 'personal', workspaceId: answer.user.id };
}

export function fetchClinics(): Promise<Clinic[]> {
  return apiRequest(apiPaths.auth.listClinics, { schema: z.array(clinicSchema) });
}

/** The clinician's role in the active clinic; an error when they are not a member. */
export async function fetchActiveRole() {
  const member = await apiRequest(apiPaths.auth.getActiveMember, {
    schema: z.nullable(z.object({ role: roleSchema })),
  });
  if (!member) throw new Error('Not a member of the active clinic');
  return member.role;
}

/** A slug is required by the auth service and unique; the clinic is named by its name alone. */
function slugOf(name: string): string {
  const base = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 40);
  return `${base || 'clinic'}-${crypto.randomUUID().slice(0, 8)}`;
}

/** Creates the clinic; the auth service makes it the session's active one. */
export function createClinic(name: string): Promise<Clinic> {
  return authRequest(apiPaths.auth.createClinic, { name, slug: slugOf(name) }, clinicSchema);
}

/** Makes the session work in `choice`: Better Auth's active organization, none for personal. */
export function setActiveWorkspace(choice: WorkspaceChoice): Promise<void> {
  const organizationId = choice.kind === 'clinic' ? choice.workspaceId : null;
  return authRequest(apiPaths.auth.setActiveClinic, { organizationId });
}

export function fetchFullClinic(): Promise<FullClinic> {
  return apiRequest(apiPaths.auth.getFullClinic, { schema: fullClinicSchema });
}

export function inviteMember(email: string, role: AssignableRole): Promise<ClinicInvitation> {
  return authRequest(apiPaths.auth.inviteMember, { email, role }, invitationSchema);
}

export function cancelInvitation(invitationId: string): Promise<void> {
  return authRequest(apiPaths.auth.cancelInvitation, { invitationId });
}

export function updateMemberRole(memberId: string, role: AssignableRole): Promise<void> {
  return authRequest(apiPaths.auth.updateMemberRole, { memberId, role });
}

/** Hands ownership over (Better Auth lets only an owner do it); the giver stays an owner. */
export function makeOwner(memberId: string): Promise<void> {
  return authRequest(apiPaths.auth.updateMemberRole, { memberId, role: 'owner' });
}

export function removeMember(memberId: string): Promise<void> {
  return authRequest(apiPaths.auth.removeMember, { memberIdOrEmail: memberId });
}

const invitationDetailsSchema = z.object({
  id: z.string(),
  organizationId: z.string(),
  organizationName: z.string(),
  role: roleSchema,
  email: z.string(),
  status: z.string(),
});
export type InvitationDetails = z.infer<typeof invitationDetailsSchema>;

export function fetchInvitation(invitationId: string): Promise<InvitationDetails> {
  return apiRequest(apiPaths.auth.getInvitation(invitationId), {
    schema: invitationDetailsSchema,
  });
}

export function acceptInvitation(invitationId: string): Promise<void> {
  return authRequest(apiPaths.auth.acceptInvitation, { invitationId });
}

/** Moves personal patients, with their sessions, into a clinic (`POST /api/patient-transfers`). */
export function transferPatients(
  clinicId: string,
  patientIds: readonly string[],
): Promise<PatientTransferResult> {
  return apiRequest(apiPaths.patientTransfers(), {
    method: 'POST',
    body: { clinicId, patientIds },
    schema: patientTransferResultSchema,
  });
}
