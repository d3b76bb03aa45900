import { describe, expect, it } from 'vitest';
import { itemStates } from './item-state';
import { put, setUp } from './outbox-engine.test-helpers';

describe('outbox engine and workspaces', () => {
  it('replays a write only while the workspace it was queued in is active', async () => {
    const { engine, server, session, clock } = setUp();
    session.workspaceId = 'clinic-1';
    session.online = false;
    await engine.queue(put('patient:C-1'));
    session.workspaceId = null;
    await engine.queue(put('patient:P-1'));
    session.online = true;
    engine.kick();
    await clock.advance(0);
    expect(server.log).toEqual(['PUT /api/patient/P-1']);
    expect(engine.getSnapshot().items.map((item) => item.workspaceId)).toEqual(['clinic-1']);
    expect(itemStates(engine.getSnapshot().items, 'u1', false, null).get(1)).toEqual({
      kind: 'heldForWorkspace',
    });

    session.workspaceId = 'clinic-1';
    await engine.flush();
    expect(server.log).toEqual(['PUT /api/patient/P-1', 'PUT /api/patient/C-1']);
    expect(engine.getSnapshot().items).toEqual([]);
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
    session.workspaceId = null;
    expect(itemStates(engine.getSnapshot().items, 'u1', false, null).get(item!.seq)).toMatchObject({
      kind: 'rejected',
    });
    server.answerWith(() => 200);
    await engine.retry(item!.seq);
    await clock.advance(10_000);
    expect(server.log).toEqual(['PUT /api/activity/a1']);
    expect(itemStates(engine.getSnapshot().items, 'u1', false, null).get(item!.seq)).toEqual({
      kind: 'heldForWorkspace',
    });
  });
});
