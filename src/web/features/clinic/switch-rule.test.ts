import { describe, expect, it } from 'vitest';
import { parseActiveWorkspace } from '../../lib/active-workspace';
import { decideSwitch, permissionsOf, unsyncedInWorkspace } from './switch-rule';

describe('switching workspace', () => {
  const items = [
    { workspaceId: 'clinic-1', ownerId: 'u1' },
    { workspaceId: 'u1', ownerId: 'u1' },
    // Queued in the personal workspace before its id was the user's (decision 0011).
    { workspaceId: null, ownerId: 'u1' },
    { ownerId: 'u1' },
    { workspaceId: 'clinic-2', ownerId: 'u1' },
  ];

  it("counts only the current workspace's unsynced writes (untagged ones are their owner's personal)", () => {
    expect(unsyncedInWorkspace(items, 'u1', 'u1')).toBe(3);
    expect(unsyncedInWorkspace(items, 'clinic-1', 'u1')).toBe(1);
    expect(unsyncedInWorkspace(items, 'clinic-3', 'u1')).toBe(0);
    expect(unsyncedInWorkspace([{ workspaceId: null, ownerId: 'u1' }], 'clinic-1', 'u1')).toBe(0);
  });

  it('waits while the current workspace has writes on this device, and says how many', () => {
    expect(decideSwitch(items, 'u1', false, 'u1')).toEqual({ allowed: false, unsynced: 3 });
    expect(decideSwitch([], 'clinic-1', false, 'u1')).toEqual({ allowed: true });
    expect(decideSwitch([{ workspaceId: 'clinic-2' }], 'clinic-1', false, 'u1')).toEqual({
      allowed: true,
    });
  });

  it('lets a clinician removed from the clinic leave it, their refused writes kept', () => {
    expect(decideSwitch(items, 'clinic-1', true, 'u1')).toEqual({ allowed: true });
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
  it("reads a clinic back, and anything else as the user's personal workspace", () => {
    const clinic = {
      kind: 'clinic',
      workspaceId: 'c1',
      clinicName: 'Clínica Vida',
      role: 'viewer',
    };
    expect(parseActiveWorkspace(JSON.stringify(clinic), 'u1')).toEqual(clinic);
    const personal = { kind: 'personal', workspaceId: 'u1', clinicName: null, role: 'owner' };
    expect(parseActiveWorkspace(null, 'u1')).toEqual(personal);
    expect(parseActiveWorkspace('{bad', 'u1')).toEqual(personal);
    expect(parseActiveWorkspace(JSON.stringify({ ...clinic, role: 'superuser' }), 'u1')).toEqual(
      personal,
    );
  });
});
