import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  activeWorkspace,
  activeWorkspaceId,
  clinicWorkspace,
  onWorkspaceChangedElsewhere,
  parseActiveWorkspace,
  personalWorkspace,
  workspaceOfWrite,
  workspaceStorageKey,
} from './active-workspace';

const KEY = 'ritmo.workspace';
const clinic = (workspaceId: string) =>
  JSON.stringify({ kind: 'clinic', workspaceId, clinicName: 'C', role: 'member' });
/** How the setting was stored before decision 0011. */
const oldClinic = (clinicId: string) =>
  JSON.stringify({ clinicId, clinicName: 'C', role: 'member' });
const OLD_PERSONAL = JSON.stringify({ clinicId: null, clinicName: null, role: 'owner' });

function storageEvent(key: string | null, oldValue: string | null, newValue: string | null) {
  return Object.assign(new Event('storage'), { key, oldValue, newValue });
}

describe('active workspace', () => {
  it("reads a damaged or partial value as the signed-in user's personal workspace", () => {
    expect(parseActiveWorkspace('{', 'u1')).toEqual(personalWorkspace('u1'));
    expect(parseActiveWorkspace(JSON.stringify({ clinicId: 'c1', role: 'boss' }), 'u1')).toEqual(
      personalWorkspace('u1'),
    );
    expect(parseActiveWorkspace(clinic('c1'), 'u1')).toEqual({
      kind: 'clinic',
      workspaceId: 'c1',
      clinicName: 'C',
      role: 'member',
    });
  });

  it("names the personal workspace by the user's id, as the server does", () => {
    expect(personalWorkspace('u1')).toEqual({
      kind: 'personal',
      workspaceId: 'u1',
      clinicName: null,
      role: 'owner',
    });
    const stored = JSON.stringify(personalWorkspace('u1'));
    expect(parseActiveWorkspace(stored, 'u1')).toEqual(personalWorkspace('u1'));
  });

  it('reads a value stored before decision 0011: a clinic stays that clinic, null is personal', () => {
    expect(parseActiveWorkspace(oldClinic('c1'), 'u1')).toEqual(
      clinicWorkspace('c1', 'C', 'member'),
    );
    expect(parseActiveWorkspace(OLD_PERSONAL, 'u1')).toEqual(personalWorkspace('u1'));
    expect(parseActiveWorkspace(null, 'u1')).toEqual(personalWorkspace('u1'));
  });

  it('keeps per-workspace device keys where they were: "personal", or the clinic id', () => {
    expect(workspaceStorageKey(personalWorkspace('u1'))).toBe('personal');
    expect(workspaceStorageKey(clinicWorkspace('c1', 'C', 'member'))).toBe('c1');
  });

  it('reloads when another tab enters another workspace, not for other keys or the same one', () => {
    const target = new EventTarget();
    const reload = vi.fn();
    const stop = onWorkspaceChangedElsewhere(reload, target);
    target.dispatchEvent(storageEvent('ritmo.language', null, 'en'));
    target.dispatchEvent(storageEvent(KEY, clinic('c1'), clinic('c1')));
    target.dispatchEvent(storageEvent(KEY, oldClinic('c1'), clinic('c1')));
    target.dispatchEvent(storageEvent(KEY, OLD_PERSONAL, null));
    expect(reload).not.toHaveBeenCalled();
    target.dispatchEvent(storageEvent(KEY, clinic('c1'), null));
    expect(reload).toHaveBeenCalledTimes(1);
    target.dispatchEvent(storageEvent(KEY, null, clinic('c2')));
    expect(reload).toHaveBeenCalledTimes(2);
    stop();
    target.dispatchEvent(storageEvent(KEY, clinic('c2'), null));
    expect(reload).toHaveBeenCalledTimes(2);
  });
});

describe('the workspace a queued write belongs to', () => {
  it('is the one it was tagged with', () => {
    expect(workspaceOfWrite({ workspaceId: 'c1', ownerId: 'u1' }, 'u2')).toBe('c1');
    expect(workspaceOfWrite({ workspaceId: 'u1', ownerId: 'u1' }, 'u1')).toBe('u1');
  });

  it("is its owner's personal workspace when queued before decision 0011 (null or absent)", () => {
    expect(workspaceOfWrite({ workspaceId: null, ownerId: 'u1' }, 'u2')).toBe('u1');
    expect(workspaceOfWrite({ ownerId: 'u1' }, 'u1')).toBe('u1');
    // Queued before owners were kept: the personal workspace of whoever is signed in.
    expect(workspaceOfWrite({ workspaceId: null, ownerId: null }, 'u2')).toBe('u2');
  });
});

describe('the stored setting', () => {
  const stored = new Map<string, string>();
  beforeEach(() => {
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => stored.set(key, value),
      removeItem: (key: string) => stored.delete(key),
    });
  });
  afterEach(() => {
    stored.clear();
    vi.unstubAllGlobals();
  });
  const signIn = (id: string) => stored.set('ritmo.user', JSON.stringify({ id, email: 'a@b.c' }));

  it("written before decision 0011 reads as the signed-in user's personal workspace", () => {
    signIn('u1');
    stored.set(KEY, OLD_PERSONAL);
    expect(activeWorkspace.get()).toEqual(personalWorkspace('u1'));
    expect(activeWorkspaceId()).toBe('u1');
    // The same text under another account (the device was wiped between them) is theirs.
    signIn('u2');
    expect(activeWorkspaceId()).toBe('u2');
  });

  it("carries the personal workspace's id, the user's, when set", () => {
    signIn('u1');
    activeWorkspace.set(personalWorkspace());
    expect(JSON.parse(stored.get(KEY) ?? 'null')).toEqual({
      kind: 'personal',
      workspaceId: 'u1',
      clinicName: null,
      role: 'owner',
    });
    activeWorkspace.set(clinicWorkspace('c1', 'Clínica Vida', 'viewer'));
    expect(activeWorkspace.get()).toEqual(clinicWorkspace('c1', 'Clínica Vida', 'viewer'));
    expect(activeWorkspaceId()).toBe('c1');
  });
});
