import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultAlarmLimits } from '../../../common/alarms/alarm-limits';
import { systemClock } from '../../lib/clock';
import { SensorHub } from '../devices';
import { type Checkpoint, createRecorder, type Recording } from '../recording';
import { parseDraft } from './class-draft';
import { createClassStore } from './class-store';

const TARGET = { lowBpm: 100, highBpm: 120 };
const HR_MAX = 160;

/** A class whose recorders keep what they save (and their latest checkpoints) instead. */
function classOf(scenarios: ('steady' | 'exceeds-target' | 'signal-loss')[]) {
  const saved: Recording[] = [];
  const checkpoints = new Map<string, Checkpoint>();
  const store = createClassStore({
    makeRecorder: () =>
      createRecorder({
        clock: systemClock,
        newId: () => crypto.randomUUID(),
        writeCheckpoint: async (recording, savedAt) => {
          const copy = structuredClone(recording);
          checkpoints.set(recording.activityId, {
            activityId: copy.activityId,
            savedAt,
            recording: copy,
          });
        },
        deleteCheckpoint: async () => undefined,
        saveRecording: async (recording) => {
          saved.push(recording);
        },
      }),
  });
  scenarios.forEach((scenario, i) => {
    store.add({
      patientName: `Patient ${i + 1}`,
      setup: {
        patientId: `P-${i + 1}`,
        type: 'cycle',
        hrMaxBpm: HR_MAX,
        restingHr: 60,
        target: TARGET,
      },
      sensor: { kind: 'simulated', scenario },
      limits: defaultAlarmLimits({ hrMaxBpm: HR_MAX, target: TARGET }),
    });
  });
  return { store, saved, checkpoints };
}

/** Lets the simulated straps and the class tick through `seconds` of fake time. */
async function pass(seconds: number) {
  for (let s = 0; s < seconds; s++) await vi.advanceTimersByTimeAsync(1000);
}

describe('a class', () => {
  // The simulator's module loads on first use: load it on real time, before time is faked.
  beforeAll(async () => {
    const hub = new SensorHub();
    await hub.connectSimulated();
    await hub.disconnect();
  });
  beforeEach(() => {
    vi.useFakeTimers({ now: 1_750_000_000_000 });
  });
  afterEach(() => vi.useRealTimers());

  it('raises each alarm on the right participant, once, and saves one session each with one classId', async () => {
    const { store, saved } = classOf(['exceeds-target', 'signal-loss', 'steady']);
    await pass(2);
    expect(store.getState().tiles.map((tile) => tile.status.state)).toEqual([
      'connected',
      'connected',
      'connected',
    ]);
    await store.start('cycle');
    const { classId } = store.getState();
    const raised: string[] = [];
    store.onAlarm(({ participantId, alarm }) => raised.push(`${participantId}:${alarm.rule}`));
    await pass(70);

    expect(raised).toContain('P-1:above-target');
    expect(raised).toContain('P-2:no-signal');
    expect(raised.filter((entry) => entry.startsWith('P-3'))).toEqual([]);
    expect(raised.filter((entry) => entry === 'P-1:above-target')).toHaveLength(1);
    expect(store.getState().sounding).toBe(true);

    store.acknowledge('P-1', 'above-target', 'Ana Souza');
    const waiting = store.getState().alarms.filter((entry) => !entry.alarm.acknowledged);
    expect(waiting.map((entry) => entry.participantId)).not.toContain('P-1');

    store.stop('P-3'); // leaves early; the others go on
    await pass(5);
    expect(store.getState().tiles.map((tile) => tile.phase)).toEqual([
      'running',
      'running',
      'stopped',
    ]);
    store.endClass();
    expect(store.getState().phase).toBe('review');
    await store.saveAll();

    expect(saved.map((recording) => recording.patientId)).toEqual(['P-1', 'P-2', 'P-3']);
    expect(new Set(saved.map((recording) => recording.classId))).toEqual(new Set([classId]));
    expect(new Set(saved.map((recording) => recording.startedAt)).size).toBe(1);
    const kinds = (recording: Recording) => recording.events.map((event) => event.kind);
    expect(kinds(saved[0]!)).toEqual(expect.arrayContaining(['alarm', 'alarm-ack']));
    expect(kinds(saved[1]!)).toContain('alarm');
    expect(kinds(saved[2]!)).not.toContain('alarm');
    expect(saved[2]!.endedAt).toBeLessThan(saved[0]!.endedAt!);
    expect(store.getState()).toMatchObject({ phase: 'setup', tiles: [], savedClassId: classId });
  });

  it("records each participant's prescribed activity; the class's activity only without a prescription", async () => {
    const { store, saved } = classOf(['steady', 'steady']);
    store.remove('P-1');
    store.add({
      patientName: 'Patient 1',
      setup: {
        patientId: 'P-1',
        type: 'treadmill',
        hrMaxBpm: HR_MAX,
        restingHr: 60,
        target: TARGET,
      },
      sensor: { kind: 'simulated', scenario: 'steady' },
      limits: defaultAlarmLimits({ hrMaxBpm: HR_MAX, target: TARGET }),
      prescribedModality: 'treadmill',
    });
    await pass(2);
    await store.start('walk');
    await pass(5);
    store.endClass();
    await store.saveAll();
    const typeOf = (id: string) => saved.find((recording) => recording.patientId === id)?.type;
    expect(typeOf('P-1')).toBe('treadmill');
    expect(typeOf('P-2')).toBe('walk');
  });

  it('records the pressure taken at rest during set-up at the start, "before", the baseline of a fall', async () => {
    const { store, saved } = classOf(['steady']);
    await pass(2);
    store.participant('P-1')!.setPreExerciseBp({ systolic: 130, diastolic: 80 });
    expect(store.getState().tiles[0]!.preExerciseBp).toEqual({ systolic: 130, diastolic: 80 });
    await store.start('cycle');
    const raised: string[] = [];
    store.onAlarm(({ alarm }) => raised.push(`${alarm.rule}:${alarm.measured}`));
    await pass(60);
    // 119 during exercise: 11 below the 130 taken at rest, though the first pressure typed.
    store
      .participant('P-1')!
      .entry({ kind: 'bp', value: { systolic: 119, diastolic: 76 } }, Date.now());
    expect(raised).toEqual(['systolic-drop:11']);
    store.endClass();
    await store.saveAll();
    expect(saved[0]!.events.filter((event) => event.kind === 'bp')).toEqual([
      { t: 0, kind: 'bp', value: { systolic: 130, diastolic: 80 }, phase: 'before' },
      { t: expect.any(Number), kind: 'bp', value: { systolic: 119, diastolic: 76 } },
    ]);
  });

  it('resumes with the unacknowledged alarms still sounding, in their order, and the tiles in theirs', async () => {
    const before = classOf(['exceeds-target', 'steady', 'signal-loss']);
    await pass(2);
    await before.store.start('cycle');
    await pass(70);
    const waiting = (store: typeof before.store) =>
      store
        .getState()
        .alarms.filter((entry) => !entry.alarm.acknowledged)
        .map((entry) => `${entry.participantId}:${entry.alarm.rule}:${entry.alarm.raisedAt}`);
    const shown = waiting(before.store);
    expect(shown.map((entry) => entry.split(':').slice(0, 2).join(':'))).toEqual([
      'P-1:above-target',
      'P-3:no-signal',
    ]);
    for (const p of before.store.participants()) await p.recorder.flush();
    before.store.reset(); // the tab crashes

    // Checkpoints come back newest first: not the tiles' order.
    const stored = [...before.checkpoints.values()].reverse();
    const after = classOf([]);
    const raisedAgain: string[] = [];
    after.store.onAlarm(({ participantId, alarm }) =>
      raisedAgain.push(`${participantId}:${alarm.rule}`),
    );
    await after.store.resume(stored);
    expect(after.store.getState().tiles.map((tile) => tile.id)).toEqual(['P-1', 'P-2', 'P-3']);
    expect(waiting(after.store)).toEqual(shown);
    expect(after.store.getState()).toMatchObject({ sounding: true, tonePriority: 'medium' });
    await pass(3);
    expect(raisedAgain).toEqual([]); // the same excursions, not new alarms

    after.store.acknowledge('P-1', 'above-target', 'Ana Souza');
    expect(waiting(after.store)).toEqual([shown[1]]);
    after.store.reset();
  });

  it('shows a silent strap as stale after 3 s and as no signal after 10 s, never its old value as live', async () => {
    const { store } = classOf(['signal-loss']);
    await pass(20); // the simulated strap falls silent after 20 s
    expect(store.getState().tiles[0]!.freshness).toBe('live');
    await pass(4);
    expect(store.getState().tiles[0]).toMatchObject({ freshness: 'stale', hr: null });
    expect(store.getState().tiles[0]!.lastHr).not.toBeNull();
    await pass(8);
    expect(store.getState().tiles[0]).toMatchObject({
      freshness: 'no-signal',
      hr: null,
      lastHr: null,
    });
    store.reset();
  });

  it('keeps the set-up checklist through a reload until the class starts', async () => {
    const stored = new Map<string, string>();
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => stored.set(key, String(value)),
      removeItem: (key: string) => stored.delete(key),
    });
    try {
      const before = classOf(['steady', 'exceeds-target', 'signal-loss']);
      before.store.remove('P-2');
      const key = 'ritmo.class-setup.personal';
      expect(parseDraft(stored.get(key) ?? null).map((e) => e.setup.patientId)).toEqual([
        'P-1',
        'P-3',
      ]);
      before.store.reset(); // the page goes away

      const { store } = classOf([]);
      store.restoreDraft();
      await pass(2);
      const tiles = store.getState().tiles;
      expect(tiles.map((tile) => [tile.id, tile.sensor, tile.status.state])).toEqual([
        ['P-1', { kind: 'simulated', scenario: 'steady' }, 'connected'],
        ['P-3', { kind: 'simulated', scenario: 'signal-loss' }, 'connected'],
      ]);
      store.restoreDraft(); // not twice
      expect(store.getState().tiles).toHaveLength(2);
      store.reset();

      // P-3 archived since: left out, and out of the stored draft too.
      const again = classOf([]).store;
      again.restoreDraft((patientId) => patientId !== 'P-3');
      expect(again.getState().tiles.map((tile) => tile.id)).toEqual(['P-1']);
      expect(parseDraft(stored.get(key) ?? null).map((e) => e.setup.patientId)).toEqual(['P-1']);

      await again.start('cycle');
      expect(stored.has(key)).toBe(false);
      again.reset();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
