import { describe, expect, it } from 'vitest';
import type { ActivityInput } from '../../../../common/schemas/activity';
import { createFakeClock, type FakeClock } from '../../../lib/fake-clock.test-helpers';
import { checkpointFrom, checkpointOf } from '../../recording';
import { makeHomePlan } from '../home-plan.test-helpers';
import { strap } from './fake-strap.test-helpers';
import { type HomeCheckpoint, homeCheckpointOf, mayContinue } from './home-checkpoint';
import { createHomeSession } from './home-session-run';

const MIN = 60_000;
const ID = '0b7c6a39-4f0e-4b8a-9a57-0d0f6d1c2e3f';
/** 5 + 20 + 5 minutes, band 100–120, maximum 135. */
const plan = makeHomePlan();

/**
 * The device's checkpoint store as IndexedDB keeps it (cloned, read back through the recording
 * feature's own parser), shared by the app before and after a reload.
 */
function deviceStore() {
  const stored = new Map<string, unknown>();
  return {
    stored,
    read: (): HomeCheckpoint | null => {
      const [value] = [...stored.values()];
      const checkpoint = value === undefined ? null : checkpointFrom(structuredClone(value));
      return checkpoint && homeCheckpointOf(checkpoint);
    },
  };
}

/** One page load of the app: its own session object on the shared clock and store. */
function pageLoad(clock: FakeClock, store: ReturnType<typeof deviceStore>) {
  const saved: [string, ActivityInput][] = [];
  const spoken: string[] = [];
  const session = createHomeSession({
    clock,
    newId: () => ID,
    signals: { speak: (text) => spoken.push(text), vibrate: () => undefined },
    cueWords: (cue) => cue,
    language: () => 'pt-BR',
    save: async (id, body) => void saved.push([id, body]),
    writeCheckpoint: async (recording, savedAt, home) =>
      void store.stored.set(recording.activityId, checkpointOf(recording, savedAt, home)),
    deleteCheckpoint: async (activityId) => void store.stored.delete(activityId),
  });
  return { session, saved, spoken };
}

describe('a home session across a reload', () => {
  it('is checkpointed with its plan and strap, continued with a gap, then saved', async () => {
    const clock = createFakeClock();
    const store = deviceStore();
    const before = pageLoad(clock, store);
    const first = strap();
    await before.session.start(plan, 'P-1', first.sensor);
    const start = clock.now();
    await clock.advance(6 * MIN);
    first.send(clock.now(), 110);
    await clock.advance(5_000); // the 5 s checkpoint takes the reading
    const saved = store.read();
    expect(saved).toMatchObject({ plan, withStrap: true });
    expect(saved?.checkpoint.recording.samples.hr).toEqual([110]);
    const savedAt = saved!.checkpoint.savedAt;

    // The tab closes; two minutes later the app loads again and the patient continues.
    await clock.advance(2 * MIN);
    const after = pageLoad(clock, store);
    const second = strap();
    expect(mayContinue(saved!, clock.now())).toBe(true);
    const resumedAt = clock.now();
    await after.session.resume(saved!, second.sensor);
    expect(after.session.getState()).toMatchObject({ plan, withStrap: true });
    second.send(clock.now(), 136);
    expect(after.spoken).toEqual(['stop']);
    await clock.advance(10 * MIN);
    await after.session.finish();

    const [[id, body]] = after.saved as [[string, ActivityInput]];
    expect(id).toBe(ID);
    expect(body.startedAt).toBe(start);
    expect(body.samples?.hr).toEqual([110, 136]);
    expect(body.events).toEqual(
      expect.arrayContaining([
        { t: savedAt - start, kind: 'marker', value: 'recording-interrupted' },
        { t: resumedAt - start, kind: 'marker', value: 'recording-resumed' },
        expect.objectContaining({ kind: 'alarm' }),
      ]),
    );
    expect(store.stored.size).toBe(0);
  });

  it('ended instead, it ends at its last checkpoint and waits for its After form', async () => {
    const clock = createFakeClock();
    const store = deviceStore();
    await pageLoad(clock, store).session.start(plan, 'P-1', null);
    const start = clock.now();
    await clock.advance(12 * MIN);
    const saved = store.read()!;
    expect(saved.withStrap).toBe(false);

    await clock.advance(3 * 60 * MIN); // back three hours later
    expect(mayContinue(saved, clock.now())).toBe(false);
    const after = pageLoad(clock, store);
    await after.session.endSaved(saved);
    const [[, body]] = after.saved as [[string, ActivityInput]];
    expect(body.endedAt).toBe(saved.checkpoint.savedAt);
    expect(body.endedAt - start).toBe(12 * MIN);
    expect(body.events?.map((e) => e.value)).not.toContain('recording-interrupted');
    expect(after.session.getState().finished).toEqual(body);
    expect(store.stored.size).toBe(0);
  });

  it('a session stopped but not yet handed over is kept at once, never continued', async () => {
    const clock = createFakeClock();
    const store = deviceStore();
    const before = pageLoad(clock, store);
    await before.session.start(plan, 'P-1', null);
    await clock.advance(8 * MIN);
    // Stopped and checkpointed, and the tab closed before the After list had it.
    const running = store.read()!;
    const stopped: HomeCheckpoint = {
      ...running,
      checkpoint: {
        ...running.checkpoint,
        recording: { ...running.checkpoint.recording, status: 'stopped', endedAt: clock.now() },
      },
    };
    expect(mayContinue(stopped, clock.now())).toBe(false);
    const after = pageLoad(clock, store);
    await after.session.resume(stopped, null);
    expect(after.saved).toHaveLength(1);
    expect(after.session.getState().finished?.endedAt).toBe(clock.now());
  });

  it('a damaged or clinic checkpoint is not taken for a home session', () => {
    const clock = createFakeClock();
    const clinic = checkpointFrom(
      checkpointOf(
        {
          activityId: ID,
          patientId: 'P-1',
          type: 'walk',
          hrMaxBpm: null,
          restingHr: null,
          target: null,
          startedAt: clock.now(),
          endedAt: null,
          status: 'running',
          device: null,
          samples: { t: [], hr: [], rr: [] },
          events: [],
          notes: '',
        },
        clock.now(),
      ),
    )!;
    expect(homeCheckpointOf(clinic)).toBeNull();
    const damaged = { ...clinic, home: { plan: { date: 'x' }, withStrap: true } };
    expect(homeCheckpointOf(damaged)).toBeNull();
    expect(homeCheckpointOf({ ...clinic, home: { plan, withStrap: false } })).not.toBeNull();
  });
});
