/** Making and joining a clinic through Better Auth's organization routes, as the web app does. */
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { TestClient, TestServer } from '../test/test-server.js';

export const ORG = '/api/auth/organization';
export type Clinician = TestClient & { userId: string; email: string };

export async function createClinic(client: Clinician, name: string): Promise<string> {
  const slug = `${name.toLowerCase().replace(/\W+/g, '-')}-${randomUUID().slice(0, 8)}`;
  const created = await client.post(`${ORG}/create`, { name, slug });
  expect(created.status).toBe(200);
  return created.body.id as string;
}

export function invite(admin: Clinician, email: string, role: string) {
  return admin.post(`${ORG}/invite-member`, { email, role });
}

export function join(client: Clinician, invitationId: string) {
  return client.post(`${ORG}/accept-invitation`, { invitationId });
}

export function setActive(client: Clinician, organizationId: string | null) {
  return client.post(`${ORG}/set-active`, { organizationId });
}

export function removeMember(admin: Clinician, member: Clinician, clinicId: string) {
  return admin.post(`${ORG}/remove-member`, {
    memberIdOrEmail: member.email,
    organizationId: clinicId,
  });
}

/** A new user, invited by `admin` with `role`, who joined and works in the clinic. */
export async function newMember(
  server: TestServer,
  admin: Clinician,
  clinicId: string,
  role: string,
  name: string,
): Promise<Clinician> {
  const client = await server.signUp(name);
  const invitation = await invite(admin, client.email, role);
  expect(invitation.status).toBe(200);
  expect((await join(client, invitation.body.id)).status).toBe(200);
  expect((await setActive(client, clinicId)).status).toBe(200);
  return client;
}
