import { describe, expect, it } from 'vitest';
import { createFakeClock } from '../../lib/fake-clock.test-helpers';
import { itemStates } from './item-state';
import { createOutboxEngine, type SendResult } from './outbox-engine';
import type { OutboxItem, OutboxWrite } from './outbox-item';
import { createMemoryOutboxStore } from './outbox-store';

interface Row {
  version: number;
  notes: string;
}

/** The data API's versions: a write with a stale If-Match is a 409 with the record as it is. */
function setUp() {
  const clock = createFakeClock();
  const store = createMemoryOutboxStore();
  const rows = new Map<string, Row>();
  const sent: { path: string; ifMatch: number | null; body: unknown }[] = [];
  const taken: [string, unknown][] = [];
  const stored: [string, number][] = [];
  const session = { online: true };
  const send = async (item: OutboxItem): Promise<SendResult> => {
    const ifMatch = typeof item.baseVersion === 'number' ? item.baseVersion : null;
    const body = item.bodyJson === null ? null : (JSON.parse(item.bodyJson) as { notes: string });
    sent.push({ path: item.path, ifMatch, body });
    const row = rows.get(item.path) ?? null;
    if (ifMatch !== null && row?.version !== ifMatch) {
      const error = { status: 409, code: 'conflict', message: 'Changed elsewhere', details: [] };
      return { status: 409, error, conflict: { current: row } };
    }
    if (item.method === 'DELETE') {
      // Archived (a patient) or soft-deleted: the row stays, one change further.
      if (row) rows.set(item.path, { ...row, version: row.version + 1 });
      return { status: 204, error: null };
    }
    const next = { version: (row?.version ?? 0) + 1, notes: body!.notes };
    rows.set(item.path, next);
    return { status: 200, error: null, version: next.version };
  };
  const engine = createOutboxEngine({
    store,
    send,
    clock,
    isOnline: () => session.online,
    currentUserId: () => 'u1',
    serverAnswers: async () => true,
    random: () => 0.5,
    onTheirsTaken: (key, current) => taken.push([key, current]),
    onVersionStored: (key, version) => stored.push([key, version]),
  });
  return { clock, store, rows, sent, taken, stored, session, engine };
}

const edit = (entityKey: string, notes: string, baseVersion?: number): OutboxWrite => ({
  entityKey,
  method: 'PUT',
  path: `/api/${entityKey.replace(':', '/')}`,
  body: { notes },
  baseVersion,
});

describe('outbox engine and records changed on another device', () => {
  it('sends If-Match, and a 409 becomes a conflict holding only that entity back', async () => {
    const { engine, rows, clock, sent } = setUp();
    rows.set('/api/patient/P-1', { version: 2, notes: 'allergy to X' });
    await engine.queue(edit('patient:P-1', 'walks daily', 1));
    await engine.queue(edit('patient:P-1', 'walks daily, 30 min', 1));
    await engine.queue(edit('patient:P-2', 'new patient'));
    await clock.advance(0);
    expect(sent.map((s) => [s.path, s.ifMatch])).toEqual([
      ['/api/patient/P-1', 1],
      ['/api/patient/P-2', null],
    ]);
    expect(rows.get('/api/patient/P-1')).toEqual({ version: 2, notes: 'allergy to X' });
    const { items } = engine.getSnapshot();
    expect(items.map((i) => [i.seq, i.failed])).toEqual([
      [1, true],
      [2, false],
    ]);
    expect(items[0]!.conflict).toEqual({ current: { version: 2, notes: 'allergy to X' } });
    const states = itemStates(items, 'u1', false);
    expect(states.get(1)).toEqual({
      kind: 'conflict',
      theirs: { version: 2, notes: 'allergy to X' },
    });
    expect(states.get(2)).toEqual({ kind: 'blocked' });
  });

  it('keep mine: sent again over their version, then the later edit over mine', async () => {
    const { engine, rows, clock, sent, stored } = setUp();
    rows.set('/api/patient/P-1', { version: 2, notes: 'allergy to X' });
    await engine.queue(edit('patient:P-1', 'walks daily', 1));
    await engine.queue(edit('patient:P-1', 'walks daily, 30 min', 1));
    await clock.advance(0);
    await engine.keepMine(1);
    await clock.advance(0);
    expect(sent.slice(1).map((s) => s.ifMatch)).toEqual([2, 3]);
    expect(rows.get('/api/patient/P-1')).toEqual({ version: 4, notes: 'walks daily, 30 min' });
    expect(stored).toEqual([
      ['patient:P-1', 3],
      ['patient:P-1', 4],
    ]);
    expect(engine.getSnapshot().items).toEqual([]);
  });

  it('take theirs: mine is dropped and theirs handed to the feature', async () => {
    const { engine, rows, clock, sent, taken } = setUp();
    rows.set('/api/activity/a1', { version: 5, notes: 'theirs' });
    await engine.queue(edit('activity:a1', 'mine', 4));
    await clock.advance(0);
    await engine.takeTheirs(1);
    await clock.advance(0);
    expect(taken).toEqual([['activity:a1', { version: 5, notes: 'theirs' }]]);
    expect(sent).toHaveLength(1);
    expect(rows.get('/api/activity/a1')).toEqual({ version: 5, notes: 'theirs' });
    expect(engine.getSnapshot().items).toEqual([]);
  });

  it('keep both: the notes joined, sent over their version', async () => {
    const { engine, rows, clock, store } = setUp();
    rows.set('/api/activity/a1', { version: 2, notes: 'felt dizzy at 10 min' });
    await engine.queue(edit('activity:a1', 'BP 130/85 after', 1));
    await clock.advance(0);
    await engine.keepBoth(1);
    await clock.advance(0);
    expect(rows.get('/api/activity/a1')).toEqual({
      version: 3,
      notes: 'felt dizzy at 10 min\n\nBP 130/85 after',
    });
    expect(await store.list()).toEqual([]);
  });

  it('a record gone from the server comes back as a conflict with nothing on their side', async () => {
    const { engine, clock } = setUp();
    await engine.queue(edit('activity:a1', 'late notes', 3));
    await clock.advance(0);
    expect(engine.getSnapshot().items[0]).toMatchObject({
      failed: true,
      conflict: { current: null },
    });
  });

  it('an edit queued while the previous one was on its way goes over the version it stored', async () => {
    const { engine, rows, clock, sent } = setUp();
    rows.set('/api/patient/P-1', { version: 1, notes: '' });
    await engine.queue({ ...edit('patient:P-1', '', 1), method: 'DELETE', body: undefined });
    await engine.queue(edit('patient:P-1', 'back again', 1));
    await clock.advance(0);
    expect(sent.map((s) => s.ifMatch)).toEqual([1, 2]);
  });

  it('a delete that went through moves later queued edits to the version after it', async () => {
    const { engine, rows, clock, sent, store, session } = setUp();
    rows.set('/api/patient/P-1', { version: 1, notes: '' });
    session.online = false;
    await engine.queue({ ...edit('patient:P-1', '', 1), method: 'DELETE', body: undefined });
    await engine.queue(edit('patient:P-1', 'back again', 1));
    session.online = true;
    engine.kick();
    await clock.advance(0);
    expect(sent.map((s) => s.ifMatch)).toEqual([1, 2]);
    expect(await store.list()).toEqual([]);
  });
});
