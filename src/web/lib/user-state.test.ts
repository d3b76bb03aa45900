import { describe, expect, it, vi } from 'vitest';
import { clearLocalData, clearWorkspaceData } from './local-data';
import { createUserStore, userResource } from './user-state';

describe('user state', () => {
  it('a user store goes back to a fresh initial value on every wipe and tells subscribers', async () => {
    const store = createUserStore(() => new Map<string, string>());
    const first = store.getState();
    first.set('patient', 'Maria');
    store.setState((names) => new Map([...names, ['other', 'João']]));
    const listener = vi.fn();
    store.subscribe(listener);

    await clearLocalData();

    expect(store.getState().size).toBe(0);
    expect(store.getState()).not.toBe(first);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('a wipe after a 401 resets user stores too (only unsynced work outlives it)', async () => {
    const store = createUserStore(() => ({ names: [] as string[] }));
    store.setState({ names: ['Maria'] });
    await clearLocalData({ keepUnsynced: true });
    expect(store.getState()).toEqual({ names: [] });
  });

  it('a user resource is wiped with the function it was made with, and the wipe options', async () => {
    const wipe = vi.fn();
    const recorder = userResource({ reset: vi.fn() }, wipe);

    await clearLocalData({ keepUnsynced: true });
    await clearLocalData();

    expect(wipe.mock.calls).toEqual([
      [recorder, { keepUnsynced: true }],
      [recorder, { keepUnsynced: false }],
    ]);
  });

  it('one failing wipe does not stop the others', async () => {
    userResource(null, () => {
      throw new Error('sensor already gone');
    });
    const store = createUserStore(() => 0);
    store.setState(5);
    await clearLocalData();
    expect(store.getState()).toBe(0);
  });
});

describe('a workspace switch', () => {
  it("resets the workspace's stores but keeps the account's", async () => {
    const patients = createUserStore(() => [] as string[]);
    const workspaces = createUserStore(() => [] as string[], { keepOnWorkspaceSwitch: true });
    patients.setState(['Maria']);
    workspaces.setState(['Clínica Vida']);
    await clearWorkspaceData();
    expect(patients.getState()).toEqual([]);
    expect(workspaces.getState()).toEqual(['Clínica Vida']);
    await clearLocalData();
    expect(workspaces.getState()).toEqual([]);
  });
});
