/**
 * Create-only writes ("Add patient", sent with If-None-Match: *) in the outbox: the server's 409
 * for a Patient ID another patient has is a refusal with its reason (Settings shows Retry and
 * Discard, never Keep mine, which would overwrite that other patient); a 409 holding exactly
 * what was sent is this device's own create whose answer was lost, so it is done.
 */
import { describe, expect, it } from 'vitest';
import { createFakeClock } from '../../lib/fake-clock.test-helpers';
import { itemStates } from './item-state';
import { createOutboxEngine, type SendResult } from './outbox-engine';
import type { OutboxItem } from './outbox-item';
import { createMemoryOutboxStore } from './outbox-store';

const MARIA = { patientId: 'P-1', patientName: 'Maria', notes: '', archivedAt: null, version: 3 };
const REFUSAL = 'Patient ID P-1 is already used by Maria';

/** The data API for create-only PUTs: a row there is a 409 with it; else it is stored. */
function setUp(existing: Record<string, unknown> | null) {
  const store = createMemoryOutboxStore();
  const headers: (string | null)[] = [];
  const stored: [string, number][] = [];
  let row = existing;
  const send = async (item: OutboxItem): Promise<SendResult> => {
    headers.push(item.createOnly ? 'if-none-match: *' : null);
    if (row) {
      const details = [{ field: 'headers.if-none-match', message: 'already exists' }];
      const error = { status: 409, code: 'conflict', message: REFUSAL, details };
      return { status: 409, error, conflict: { current: row } };
    }
    row = { ...JSON.parse(item.bodyJson!), archivedAt: null, version: 1 };
    return { status: 200, error: null, version: 1 };
  };
  const engine = createOutboxEngine({
    store,
    send,
    clock: createFakeClock(),
    isOnline: () => true,
    currentUserId: () => 'u1',
    serverAnswers: async () => true,
    random: () => 0.5,
    onVersionStored: (key, version) => stored.push([key, version]),
  });
  const add = (patientName: string) =>
    engine.queue({
      entityKey: 'patient:P-1',
      method: 'PUT',
      path: '/api/patients/P-1',
      body: { patientId: 'P-1', patientName, notes: '' },
      createOnly: true,
    });
  return { engine, headers, stored, add };
}

describe('create-only writes in the outbox', () => {
  it('are kept as create-only and stored when the ID is free', async () => {
    const { engine, headers, stored, add } = setUp(null);
    await add('João');
    await engine.flush();
    expect(headers).toEqual(['if-none-match: *']);
    expect(engine.getSnapshot().items).toEqual([]);
    expect(stored).toEqual([['patient:P-1', 1]]);
  });

  it('refused for an ID another patient has: a refusal with the reason, not a conflict to merge', async () => {
    const { engine, add } = setUp(MARIA);
    const seq = await add('João');
    await engine.flush();
    const [item] = engine.getSnapshot().items;
    expect(item).toMatchObject({ seq, failed: true, createOnly: true });
    expect(item!.conflict?.current).toEqual(MARIA);
    const state = itemStates(engine.getSnapshot().items, 'u1', false).get(seq);
    expect(state).toEqual({
      kind: 'rejected',
      reason: `${REFUSAL} (headers.if-none-match: already exists)`,
    });
  });

  it('count a 409 that holds exactly what was sent as this device’s create, answered before', async () => {
    const mine = { patientId: 'P-1', patientName: 'João', notes: '' };
    const { engine, stored, add } = setUp({
      ...mine,
      birthDate: null,
      archivedAt: null,
      version: 1,
    });
    await add('João');
    await engine.flush();
    expect(engine.getSnapshot().items).toEqual([]);
    expect(stored).toEqual([['patient:P-1', 1]]);
  });

  it('do not count an archived patient with the same content as stored', async () => {
    const mine = { patientId: 'P-1', patientName: 'João', notes: '' };
    const { engine, add } = setUp({ ...mine, archivedAt: 1, version: 2 });
    await add('João');
    await engine.flush();
    expect(engine.getSnapshot().items).toMatchObject([{ failed: true }]);
  });
});
