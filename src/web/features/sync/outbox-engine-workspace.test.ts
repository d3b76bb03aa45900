import { describe, expect, it } from 'vitest';
import { itemStates } from './item-state';
import { put, setUp } from './outbox-engine.test-helpers';
import { newOutboxItem } from './outbox-item';

describe('outbox engine and workspaces', () => {
  it('replays a write only while the workspace it was queued in is active', async () => {
    const { engine, server, session, clock } = setUp();
    session.workspaceId = 'clinic-1';
    session.online = false;
    await engine.queue(put('patient:C-1'));
    session.workspaceId = 'u1';
    await engine.queue(put('patient:P-1'));
    session.online = true;
    engine.kick();
    await clock.advance(0);
    expect(server.log).toEqual(['PUT /api/patient/P-1']);
    expect(engine.getSnapshot().items.map((item) => item.workspaceId)).toEqual(['clinic-1']);
    expect(itemStates(engine.getSnapshot().items, 'u1', false, 'u1').get(1)).toEqual({
      kind: 'heldForWorkspace',
    });

    session.workspaceId = 'clinic-1';
    await engine.flush();
    expect(server.log).toEqual(['PUT /api/patient/P-1', 'PUT /api/patient/C-1']);
    expect(engine.getSnapshot().items).toEqual([]);
  });

  it("tags a write queued in the personal workspace with the user's id, as the server names it", async () => {
    const { engine, session } = setUp();
    session.online = false;
    await engine.queue(put('patient:P-1'));
    session.workspaceId = 'clinic-1';
    await engine.queue(put('patient:C-1'));
    expect(engine.getSnapshot().items.map((item) => item.workspaceId)).toEqual(['u1', 'clinic-1']);
  });

  it('keeps a write the clinic refused with 403 as refused, with the reason, in any workspace', async () => {
    const { engine, server, session, clock } = setUp();
    session.workspaceId = 'clinic-1';
    server.answerWith(() => 403);
    await engine.queue(put('activity:a1'));
    await clock.advance(0);
    const [item] = engine.getSnapshot().items;
    expect(item).toMatchObject({ failed: true, workspaceId: 'clinic-1' });
    // Back in the personal workspace the refusal still shows; retrying it sends nothing there.
    session.workspaceId = 'u1';
    expect(itemStates(engine.getSnapshot().items, 'u1', false, 'u1').get(item!.seq)).toMatchObject({
      kind: 'rejected',
    });
    server.answerWith(() => 200);
    await engine.retry(item!.seq);
    await clock.advance(10_000);
    expect(server.log).toEqual(['PUT /api/activity/a1']);
    expect(itemStates(engine.getSnapshot().items, 'u1', false, 'u1').get(item!.seq)).toEqual({
      kind: 'heldForWorkspace',
    });
  });
});

describe('writes stored before the personal workspace had the user id (decision 0011)', () => {
  /** Stores writes as the app did then: personal ones with `workspaceId` null, or none at all. */
  async function storedTheOldWay(store: ReturnType<typeof setUp>['store']) {
    const personal = newOutboxItem(put('patient:P-1'), 'u1', 0, null);
    const { workspaceId: _absent, ...older } = newOutboxItem(put('patient:P-2'), 'u1', 0);
    const ownerless = newOutboxItem(put('patient:P-3'), null, 0, null);
    for (const item of [personal, older, ownerless]) await store.add(item);
  }

  it('are held, never sent, while a clinic is active', async () => {
    const { store, server, session, startEngine } = setUp();
    await storedTheOldWay(store);
    session.workspaceId = 'clinic-1';
    const engine = startEngine();
    expect(await engine.flush()).toBe(3);
    expect(server.log).toEqual([]);
    const states = itemStates(engine.getSnapshot().items, 'u1', false, 'clinic-1');
    expect([...states.values()].map((state) => state.kind)).toEqual([
      'heldForWorkspace',
      'heldForWorkspace',
      'heldForWorkspace',
    ]);
  });

  it("are replayed in their owner's personal workspace", async () => {
    const { store, server, startEngine } = setUp();
    await storedTheOldWay(store);
    const engine = startEngine();
    expect(await engine.flush()).toBe(0);
    expect(server.log).toEqual([
      'PUT /api/patient/P-1',
      'PUT /api/patient/P-2',
      'PUT /api/patient/P-3',
    ]);
  });

  it("wait for their owner when another clinician's personal workspace is active", async () => {
    const { store, server, session, startEngine } = setUp();
    await storedTheOldWay(store);
    session.userId = 'u2';
    const engine = startEngine();
    // Only the write from before owners were kept goes, as it did before: its owner is unknown.
    expect(await engine.flush()).toBe(2);
    expect(server.log).toEqual(['PUT /api/patient/P-3']);
  });
});
