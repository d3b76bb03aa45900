import { describe, expect, it, vi } from 'vitest';
import { onWorkspaceChangedElsewhere, parseActiveWorkspace } from './active-workspace';

const KEY = 'ritmo.workspace';
const clinic = (clinicId: string) => JSON.stringify({ clinicId, clinicName: 'C', role: 'member' });

function storageEvent(key: string | null, oldValue: string | null, newValue: string | null) {
  return Object.assign(new Event('storage'), { key, oldValue, newValue });
}

describe('active workspace', () => {
  it('reads a damaged or partial value as the personal workspace', () => {
    expect(parseActiveWorkspace('{').clinicId).toBeNull();
    expect(
      parseActiveWorkspace(JSON.stringify({ clinicId: 'c1', role: 'boss' })).clinicId,
    ).toBeNull();
    expect(parseActiveWorkspace(clinic('c1'))).toEqual({
      clinicId: 'c1',
      clinicName: 'C',
      role: 'member',
    });
  });

  it('reloads when another tab enters another workspace, not for other keys or the same one', () => {
    const target = new EventTarget();
    const reload = vi.fn();
    const stop = onWorkspaceChangedElsewhere(reload, target);
    target.dispatchEvent(storageEvent('ritmo.language', null, 'en'));
    target.dispatchEvent(storageEvent(KEY, clinic('c1'), clinic('c1')));
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
