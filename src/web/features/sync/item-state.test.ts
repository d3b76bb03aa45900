import { describe, expect, it } from 'vitest';
import { itemStates, reasonOf } from './item-state';
import { makeItem } from './outbox-engine.test-helpers';

const notFound = {
  status: 404,
  code: 'not_found',
  message: 'Patient not found',
  details: [],
};

describe('unsynced item states', () => {
  it('shows the server reason with each bad field', () => {
    expect(
      reasonOf({
        status: 400,
        code: 'validation_failed',
        message: 'Invalid body',
        details: [
          { field: 'body.patientName', message: 'must not be empty' },
          { field: 'body.restingHr', message: 'too small' },
        ],
      }),
    ).toBe('Invalid body (body.patientName: must not be empty; body.restingHr: too small)');
    expect(reasonOf(notFound)).toBe('Patient not found');
  });

  it("says a write waits out the server's database outage or full disk, never as a failure", () => {
    const outage = (seq: number, status: number, code: string) =>
      makeItem({
        seq,
        entityKey: `patient:P-${seq}`,
        lastError: { status, code, message: 'Down', details: [] },
        nextAttemptAt: 9,
      });
    const states = itemStates(
      [outage(1, 503, 'database_unavailable'), outage(2, 507, 'storage_full')],
      'u1',
      false,
    );
    expect([...states.values()]).toEqual([
      { kind: 'serverOutage', at: 9, code: 'database_unavailable' },
      { kind: 'serverOutage', at: 9, code: 'storage_full' },
    ]);
  });

  it('names rejected, retrying, waiting, blocked and held items', () => {
    const states = itemStates(
      [
        makeItem({ seq: 1, failed: true, lastError: notFound }),
        makeItem({ seq: 2 }),
        makeItem({
          seq: 3,
          entityKey: 'patient:P-1',
          lastError: { ...notFound, status: 503, message: 'Down' },
          nextAttemptAt: 5,
        }),
        makeItem({ seq: 4, entityKey: 'patient:P-2' }),
        makeItem({ seq: 5, entityKey: 'patient:P-3', ownerId: 'u2' }),
      ],
      'u1',
      false,
    );
    expect([...states.values()]).toEqual([
      { kind: 'rejected', reason: 'Patient not found' },
      { kind: 'blocked' },
      { kind: 'retrying', at: 5, reason: 'Down' },
      { kind: 'waiting' },
      { kind: 'heldForOwner' },
    ]);
  });

  it('names a write parked after server failures, with its status, code and reason', () => {
    const serverError = { status: 503, code: 'internal_error', message: 'DB down', details: [] };
    const noAnswer = { status: 0, code: 'network_error', message: 'Failed to fetch', details: [] };
    const states = itemStates(
      [
        makeItem({ seq: 1, failed: true, serverFailures: 8, lastError: serverError }),
        makeItem({ seq: 2 }),
        makeItem({ seq: 3, entityKey: 'patient:P-1', failed: true, lastError: noAnswer }),
      ],
      'u1',
      false,
    );
    expect([...states.values()]).toEqual([
      { kind: 'parked', failures: 8, status: 503, code: 'internal_error', reason: 'DB down' },
      { kind: 'blocked' },
      { kind: 'parked', failures: 0, status: 0, code: 'network_error', reason: 'Failed to fetch' },
    ]);
  });

  it('says to sign in again after the session ended', () => {
    const states = itemStates([makeItem()], 'u1', true);
    expect(states.get(1)).toEqual({ kind: 'authSessionEnded' });
  });
});
