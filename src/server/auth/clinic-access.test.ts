import { describe, expect, it } from 'vitest';
import {
  CLINIC_ROLES,
  can,
  type Permission,
  RESOURCE_ACTIONS,
} from '../../common/clinic/clinic-roles.js';
import { clinicRoles } from './clinic-access.js';

const everyPermission = Object.entries(RESOURCE_ACTIONS).flatMap(([resource, actions]) =>
  actions.map((action) => `${resource}:${action}` as Permission),
);

describe("Better Auth's clinic roles are the one policy", () => {
  it.each(CLINIC_ROLES)(
    '%s: every Ritmo permission is allowed by Better Auth exactly when can() allows it',
    (role) => {
      for (const permission of everyPermission) {
        const [resource, action] = permission.split(':');
        const answer = clinicRoles[role].authorize({ [resource as string]: [action as string] });
        expect({ permission, allowed: answer.success }).toEqual({
          permission,
          allowed: can(role, permission),
        });
      }
    },
  );

  it('keeps the organization statements Better Auth checks for members and invitations', () => {
    expect(clinicRoles.owner.authorize({ member: ['delete'] }).success).toBe(true);
    expect(clinicRoles.admin.authorize({ invitation: ['create'] }).success).toBe(true);
    expect(clinicRoles.member.authorize({ invitation: ['create'] }).success).toBe(false);
    expect(clinicRoles.viewer.authorize({ member: ['update'] }).success).toBe(false);
  });
});
