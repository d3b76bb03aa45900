import { describe, expect, it } from 'vitest';
import type { ActivityInput } from '../../../../common/schemas/activity';
import { createFakeClock } from '../../../lib/fake-clock.test-helpers';
import { makeHomePlan } from '../home-plan.test-helpers';
import { strap } from './fake-strap.test-helpers';
import { createHomeSession } from './home-session-run';

const plan = makeHomePlan();

function setUp() {
  const clock = createFakeClock();
  const spoken: string[] = [];
  const vibrations: number[][] = [];
  const saved: [string, ActivityInput][] = [];
  const session = createHomeSession({
    clock,
    newId: () => '0b7c6a39-4f0e-4b8a-9a57-0d0f6d1c2e3f',
    signals: {
      speak: (text) => spoken.push(text),
      vibrate: (pattern) => vibrations.push([...pattern]),
    },
    cueWords: (cue) => cue,
    language: () => 'pt-BR',
    save: async (id, body) => {
      saved.push([id, body]);
    },
    writeCheckpoint: async () => undefined,
    deleteCheckpoint: async () => undefined,
  });
  return { clock, session, spoken, vibrations, saved };
}

describe('a home session', () => {
  it('says stop now above the safety maximum and stores the above-max alarm', async () => {
    const { clock, session, spoken, vibrations, saved } = setUp();
    const { sensor, send } = strap();
    await session.start(plan, 'P-1', sensor);
    const start = clock.now();
    send(start + 6 * 60_000, 140);
    expect(spoken).toEqual(['stop']);
    expect(vibrations).toHaveLength(1);
    expect(session.getState().cue).toBe('stop');
    await clock.advance(30 * 60_000);
    await session.finish();
    const [[, body]] = saved as [[string, ActivityInput]];
    expect(body.events).toContainEqual({
      t: 6 * 60_000,
      kind: 'alarm',
      value: { rule: 'above-max', measured: 140, limit: 135 },
    });
    expect(body.prescription).toEqual({ version: 3, signed: true });
    expect(body.safetyMaxBpm).toBe(135);
    expect(session.getState().finished).toEqual(body);
  });

  it('marks the gap when the strap drops and comes back', async () => {
    const { clock, session, saved } = setUp();
    const { sensor, setState } = strap();
    await session.start(plan, 'P-1', sensor);
    await clock.advance(60_000);
    setState('reconnecting');
    await clock.advance(20_000);
    setState('connected');
    await clock.advance(30 * 60_000);
    await session.finish();
    const [[, body]] = saved as [[string, ActivityInput]];
    expect(body.events).toEqual(
      expect.arrayContaining([
        { t: 60_000, kind: 'marker', value: 'sensor-lost' },
        { t: 80_000, kind: 'marker', value: 'sensor-back' },
      ]),
    );
  });

  it('stops at once when the patient feels unwell, the symptom marked', async () => {
    const { clock, session, saved } = setUp();
    await session.start(plan, 'P-1', null);
    await clock.advance(7 * 60_000);
    await session.stopUnwell('chest-pain');
    const [[, body]] = saved as [[string, ActivityInput]];
    expect(body.endedAt - body.startedAt).toBe(7 * 60_000);
    expect(body.events).toContainEqual({
      t: 7 * 60_000,
      kind: 'marker',
      value: 'unwell:chest-pain',
    });
  });

  it('keeps the Borg rating given at the end of conditioning', async () => {
    const { clock, session } = setUp();
    await session.start(plan, 'P-1', null);
    await clock.advance(25 * 60_000);
    session.rateBorg(13);
    expect(session.getState().recording?.events).toContainEqual({
      t: 25 * 60_000,
      kind: 'rpe',
      value: 13,
    });
  });
});
