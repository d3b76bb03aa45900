import { describe, expect, it } from 'vitest';
import { parseActiveWorkspace } from '../../lib/active-workspace';
import { decideSwitch, permissionsOf, unsyncedInWorkspace } from './switch-rule';

describe('switching workspace', () => {
  const items = [
    { workspaceId: 'clinic-1' },
    { workspaceId: null },
    {},
    { workspaceId: 'clinic-2' },
  ];

  it("counts only the current workspace's unsynced writes (untagged ones are personal)", () => {
    expect(unsyncedInWorkspace(items, null)).toBe(2);
    expect(unsyncedInWorkspace(items, 'clinic-1')).toBe(1);
    expect(unsyncedInWorkspace(items, 'clinic-3')).toBe(0);
  });

  it('waits while the current workspace has writes on this device, and says how many', () => {
    expect(decideSwitch(items, null)).toEqual({ allowed: false, unsynced: 2 });
    expect(decideSwitch([], 'clinic-1')).toEqual({ allowed: true });
    expect(decideSwitch([{ workspaceId: 'clinic-2' }], 'clinic-1')).toEqual({ allowed: true });
  });

  it('lets a clinician removed from the clinic leave it, their refused writes kept', () => {
    expect(decideSwitch(items, 'clinic-1', true)).toEqual({ allowed: true });
  });
});

describe('what a role may do', () => {
  it('hides writes from viewers and clinic management from members', () => {
    const all = { canReadRecords: true, canWrite: true, canManage: true };
    expect(permissionsOf('owner', false)).toEqual(all);
    expect(permissionsOf('admin', false)).toEqual(all);
    expect(permissionsOf('member', false)).toEqual({ ...all, canManage: false });
    expect(permissionsOf('viewer', false)).toEqual({
      canReadRecords: true,
      canWrite: false,
      canManage: false,
    });
  });

  it('keeps clinical records from the front desk, who writes and manages nothing', () => {
    expect(permissionsOf('front-desk', false)).toEqual({
      canReadRecords: false,
      canWrite: false,
      canManage: false,
    });
  });

  it('allows nothing once the clinician was removed from the clinic', () => {
    expect(permissionsOf('admin', true)).toMatchObject({ canWrite: false, canManage: false });
  });
});

describe('the active workspace kept on the device', () => {
  it('reads a clinic back, and anything else as the personal workspace', () => {
    const clinic = { clinicId: 'c1', clinicName: 'Clínica Vida', role: 'viewer' };
    expect(parseActiveWorkspace(JSON.stringify(clinic))).toEqual(clinic);
    const personal = { clinicId: null, clinicName: null, role: 'owner' };
    expect(parseActiveWorkspace(null)).toEqual(personal);
    expect(parseActiveWorkspace('{bad')).toEqual(personal);
    expect(parseActiveWorkspace(JSON.stringify({ ...clinic, role: 'superuser' }))).toEqual(
      personal,
    );
  });
});
