import { describe, expect, it } from 'vitest';
import {
  canKeepBoth,
  conflictFields,
  joinNotes,
  keptBoth,
  keptMine,
  storedVersionOf,
} from './conflict-resolution';
import { newOutboxItem, type OutboxItem } from './outbox-item';

function conflicted(body: unknown, current: unknown, method: 'PUT' | 'DELETE' = 'PUT'): OutboxItem {
  const item = newOutboxItem(
    { entityKey: 'activity:a1', method, path: '/api/activities/a1', body, baseVersion: 1 },
    'u1',
    0,
  );
  const lastError = { status: 409, code: 'conflict', message: 'Changed', details: [] };
  return { ...item, seq: 7, failed: true, attempts: 1, lastError, conflict: { current } };
}

describe('joinNotes', () => {
  it('puts theirs first, then mine, a blank line between', () => {
    expect(joinNotes('BP 130/85', 'felt dizzy')).toBe('felt dizzy\n\nBP 130/85');
  });

  it('keeps one side alone when it already holds the other or the other is empty', () => {
    expect(joinNotes('felt dizzy; BP 130/85', 'felt dizzy')).toBe('felt dizzy; BP 130/85');
    expect(joinNotes('felt dizzy', 'felt dizzy; BP 130/85')).toBe('felt dizzy; BP 130/85');
    expect(joinNotes('  ', 'theirs')).toBe('theirs');
    expect(joinNotes('mine', '')).toBe('mine');
  });
});

describe('conflictFields', () => {
  it("lists a patient's fields that differ, an absent one as null", () => {
    const mine = { patientName: 'Ana', sex: 'female', notes: 'walks daily' };
    const theirs = {
      patientName: 'Ana',
      birthDate: '1960-05-04',
      sex: 'female',
      restingHr: null,
      notes: 'allergy to X',
      archivedAt: 1_700_000_000_000,
      version: 3,
    };
    expect(conflictFields('patient', mine, theirs)).toEqual([
      { field: 'birthDate', mine: null, theirs: '1960-05-04' },
      { field: 'notes', mine: 'walks daily', theirs: 'allergy to X' },
      { field: 'archivedAt', mine: null, theirs: 1_700_000_000_000 },
    ]);
  });

  it("compares only a session's notes", () => {
    expect(
      conflictFields('activity', { notes: 'a', type: 'walk' }, { notes: 'b', type: 'bike' }),
    ).toEqual([{ field: 'notes', mine: 'a', theirs: 'b' }]);
    expect(conflictFields('activity', { notes: 'same' }, { notes: 'same' })).toEqual([]);
  });

  it("compares a patient's clinical profile whole, and not when my save left it out", () => {
    const profile = { betaBlocker: true, implantedDevice: 'icd', deviceLimitBpm: 150 };
    const theirs = { patientName: 'Ana', clinicalProfile: { ...profile, deviceLimitBpm: 160 } };
    expect(
      conflictFields('patient', { patientName: 'Ana', clinicalProfile: profile }, theirs),
    ).toEqual([{ field: 'clinicalProfile', mine: profile, theirs: theirs.clinicalProfile }]);
    // Absent from my save: the server kept its profile, so there is nothing of mine to compare.
    expect(conflictFields('patient', { patientName: 'Ana' }, theirs)).toEqual([]);
  });

  it("compares a prescription's intensity by value, and an assessment's own kind's fields", () => {
    const mine = { modality: 'cycle', minutes: 30, intensity: { method: 'thresholds' } };
    const theirs = { ...mine, intensity: { method: 'hrr', lowPct: 40, highPct: 60 }, version: 3 };
    expect(conflictFields('prescription', mine, { ...mine, version: 3 })).toEqual([]);
    expect(conflictFields('prescription', mine, theirs)).toEqual([
      { field: 'intensity', mine: mine.intensity, theirs: theirs.intensity },
    ]);
    const walk = { kind: 'six-minute-walk', date: '2026-01-10', distanceM: 400, notes: '' };
    expect(conflictFields('assessment', walk, { ...walk, distanceM: 420, version: 2 })).toEqual([
      { field: 'distanceM', mine: 400, theirs: 420 },
    ]);
  });
});

describe('resolving a conflict', () => {
  it('keep mine: due now over their version, the conflict and error cleared', () => {
    const item = keptMine(conflicted({ notes: 'mine' }, { notes: 'theirs', version: 4 }), 99);
    expect(item).toMatchObject({
      baseVersion: 4,
      conflict: null,
      failed: false,
      attempts: 0,
      lastError: null,
      nextAttemptAt: 99,
    });
  });

  it('keep mine over a record that is gone: a plain upsert, without If-Match', () => {
    expect(keptMine(conflicted({ notes: 'mine' }, null), 0).baseVersion).toBeNull();
  });

  it('keep both: the notes joined in the body, its byte count updated', () => {
    const before = conflicted(
      { notes: 'mine', samples: { t: [0] } },
      { notes: 'theirs', version: 4 },
    );
    const item = keptBoth(before, 5);
    expect(JSON.parse(item.bodyJson!)).toEqual({ notes: 'theirs\n\nmine', samples: { t: [0] } });
    expect(item.baseVersion).toBe(4);
    expect(item.bytes).toBe(before.bytes + 'theirs\n\n'.length + 2);
  });

  it('offers keep both only for a PUT with notes over a record that still exists', () => {
    expect(canKeepBoth(conflicted({ notes: 'mine' }, { notes: 'x', version: 2 }))).toBe(true);
    expect(canKeepBoth(conflicted({ notes: 'mine' }, null))).toBe(false);
    expect(canKeepBoth(conflicted(undefined, { notes: 'x', version: 2 }, 'DELETE'))).toBe(false);
    expect(canKeepBoth(conflicted({ name: 'no notes' }, { version: 2 }))).toBe(false);
  });

  it('knows the version a write stored: from the answer, or one past a delete', () => {
    const put = conflicted({ notes: 'x' }, null);
    expect(storedVersionOf(put, 6)).toBe(6);
    expect(storedVersionOf(put, undefined)).toBeUndefined();
    expect(storedVersionOf(conflicted(undefined, null, 'DELETE'), undefined)).toBe(2);
  });
});
