/**
 * The clinic roles in Better Auth's access-control terms: its organization statements (members,
 * invitations) plus Ritmo's own (patient records, the audit trail), so the organization routes
 * and the data API ask one policy.
 */
import { createAccessControl } from 'better-auth/plugins/access';
import {
  adminAc,
  defaultStatements,
  memberAc,
  ownerAc,
} from 'better-auth/plugins/organization/access';

const statements = {
  ...defaultStatements,
  records: ['read', 'write'],
  audit: ['read'],
} as const;

export const clinicAccessControl = createAccessControl(statements);

export const clinicRoles = {
  owner: clinicAccessControl.newRole({
    ...ownerAc.statements,
    records: ['read', 'write'],
    audit: ['read'],
  }),
  admin: clinicAccessControl.newRole({
    ...adminAc.statements,
    records: ['read', 'write'],
    audit: ['read'],
  }),
  member: clinicAccessControl.newRole({ ...memberAc.statements, records: ['read', 'write'] }),
  viewer: clinicAccessControl.newRole({ ac: ['read'], records: ['read'] }),
  // The patient list and attendance only; the data API refuses every clinical read (403).
  'front-desk': clinicAccessControl.newRole({ ac: ['read'] }),
};
