import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchActiveWorkspace, setActiveWorkspace } from './clinic-api';

function answer(body: unknown) {
  const init = { status: 200, headers: { 'content-type': 'application/json' } };
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), init)),
  );
}

const session = (activeOrganizationId: string | null) => ({
  session: { id: 's1', userId: 'u1', activeOrganizationId },
  user: { id: 'u1', email: 'a@b.c', name: 'A' },
});

afterEach(() => vi.unstubAllGlobals());

describe("the server's active workspace, as the web names it (decision 0011)", () => {
  it("is the user's personal workspace, by the user's id, when no organization is active", async () => {
    answer(session(null));
    await expect(fetchActiveWorkspace()).resolves.toEqual({ kind: 'personal', workspaceId: 'u1' });
  });

  it('is the clinic that is the active organization', async () => {
    answer(session('clinic-1'));
    await expect(fetchActiveWorkspace()).resolves.toEqual({
      kind: 'clinic',
      workspaceId: 'clinic-1',
    });
  });

  it('is set as the active organization, none for the personal workspace', async () => {
    answer({});
    await setActiveWorkspace({ kind: 'clinic', workspaceId: 'clinic-1' });
    await setActiveWorkspace({ kind: 'personal' });
    const bodies = vi.mocked(fetch).mock.calls.map(([, init]) => JSON.parse(String(init?.body)));
    expect(bodies).toEqual([{ organizationId: 'clinic-1' }, { organizationId: null }]);
  });
});
