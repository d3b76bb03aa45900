import { describe, expect, it } from 'vitest';
import { can, ROLE_PERMISSIONS, statementsOf } from './clinic-roles';

describe('the permission policy', () => {
  it('keeps the front desk from clinical records but lets it see patients and attendance (SBIS S-RES)', () => {
    expect(can('front-desk', 'patients:read')).toBe(true);
    expect(can('front-desk', 'attendance:read')).toBe(true);
    expect(can('front-desk', 'records:read')).toBe(false);
    expect(can('front-desk', 'records:write')).toBe(false);
  });

  it('lets the front desk register patients and keep the attendance, and only managers plan slots', () => {
    expect(can('front-desk', 'patients:register')).toBe(true);
    expect(can('front-desk', 'attendance:write')).toBe(true);
    expect(can('viewer', 'patients:register')).toBe(false);
    expect(can('viewer', 'attendance:write')).toBe(false);
    for (const role of ['member', 'viewer', 'front-desk'] as const) {
      expect(can(role, 'schedule:manage')).toBe(false);
    }
    expect(can('owner', 'schedule:manage') && can('admin', 'schedule:manage')).toBe(true);
  });

  it('lets a viewer read records but not write them, and only owners and admins manage and audit', () => {
    expect(can('viewer', 'records:read')).toBe(true);
    expect(can('viewer', 'records:write')).toBe(false);
    expect(can('member', 'records:write')).toBe(true);
    for (const role of ['member', 'viewer', 'front-desk'] as const) {
      expect(can(role, 'clinic:manage')).toBe(false);
      expect(can(role, 'audit:read')).toBe(false);
    }
    for (const role of ['owner', 'admin'] as const) {
      expect(can(role, 'clinic:manage') && can(role, 'audit:read')).toBe(true);
    }
  });

  it('gives every role write only with read, and states each role as access-control statements', () => {
    for (const [role, permissions] of Object.entries(ROLE_PERMISSIONS)) {
      if (permissions.includes('records:write'))
        expect(permissions, role).toContain('records:read');
    }
    expect(statementsOf('member')).toEqual({
      patients: ['read', 'register'],
      records: ['read', 'write'],
      attendance: ['read', 'write'],
    });
  });
});
