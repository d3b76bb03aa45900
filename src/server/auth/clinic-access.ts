/**
 * The clinic roles in Better Auth's access-control terms: its organization statements (members,
 * invitations) plus Ritmo's own, taken from the one policy in common/clinic/clinic-roles.ts, so
 * the organization routes and the data API ask one policy.
 */
import { createAccessControl } from 'better-auth/plugins/access';
import {
  adminAc,
  defaultStatements,
  memberAc,
  ownerAc,
} from 'better-auth/plugins/organization/access';
import {
  type ClinicRole,
  RESOURCE_ACTIONS,
  statementsOf,
} from '../../common/clinic/clinic-roles.js';

const statements = { ...defaultStatements, ...RESOURCE_ACTIONS } as const;
type RitmoStatements = {
  [R in keyof typeof RESOURCE_ACTIONS]?: (typeof RESOURCE_ACTIONS)[R][number][];
};

export const clinicAccessControl = createAccessControl(statements);

const ritmo = (role: ClinicRole) => statementsOf(role) as RitmoStatements;

export const clinicRoles = {
  owner: clinicAccessControl.newRole({ ...ownerAc.statements, ...ritmo('owner') }),
  admin: clinicAccessControl.newRole({ ...adminAc.statements, ...ritmo('admin') }),
  member: clinicAccessControl.newRole({ ...memberAc.statements, ...ritmo('member') }),
  viewer: clinicAccessControl.newRole({ ac: ['read'], ...ritmo('viewer') }),
  // The patient list and attendance only; the data API refuses every clinical read (403).
  'front-desk': clinicAccessControl.newRole({ ac: ['read'], ...ritmo('front-desk') }),
};
