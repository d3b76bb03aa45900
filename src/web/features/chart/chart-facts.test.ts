import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '../../locales/en/chart.json';
import { ageToday, exerciseFlags, prescriptionBand, reviewDueOf } from './chart-facts';

let t: ReturnType<typeof i18next.getFixedT>;
beforeAll(async () => {
  const i18n = i18next.createInstance();
  await i18n.init({ lng: 'en', resources: { en: { chart: en } }, ns: ['chart'] });
  t = i18n.getFixedT('en', 'chart');
});

const profile = {
  diagnosis: 'MI',
  icd10: null,
  eventDate: null,
  procedure: '',
  lvefPct: null,
  medications: '',
  betaBlocker: false,
  implantedDevice: 'none' as const,
  deviceLimitBpm: null,
  atrialFibrillation: false,
  comorbidities: [] as ('diabetes' | 'hypertension' | 'copd')[],
};
const DAY_MS = 86_400_000;
const signed = (at: number, isSigned = true, where: 'this' | 'other' = 'this') => ({
  reviewId: `V-${at}`,
  at,
  note: '',
  signed: isSigned,
  by: { id: 'd', name: 'Dr' },
  registration: isSigned ? 'CRM 1' : null,
  planSha256: null,
  changedSinceSigned: null,
  signedInWorkspace: isSigned ? where : null,
});

describe('the chart header’s facts', () => {
  it('flags a beta-blocker, an implanted device with its limit and diabetes; not hypertension', () => {
    expect(
      exerciseFlags(
        {
          clinicalProfile: {
            ...profile,
            betaBlocker: true,
            implantedDevice: 'icd',
            deviceLimitBpm: 150,
            comorbidities: ['diabetes', 'hypertension'],
          },
        },
        t,
      ),
    ).toEqual(['Beta-blocker', 'ICD · limit 150 bpm', 'Diabetes']);
    expect(exerciseFlags({ clinicalProfile: profile }, t)).toEqual([]);
    expect(exerciseFlags({ clinicalProfile: null }, t)).toEqual([]);
  });

  it('states the band and safety maximum, or the Borg range of a Borg-only prescription', () => {
    expect(
      prescriptionBand(
        {
          intensity: { method: 'thresholds' },
          target: { lowBpm: 100, highBpm: 120 },
          safetyMaxBpm: 120,
        },
        t,
      ),
    ).toBe('Target 100–120 bpm · Safety maximum 120 bpm');
    expect(
      prescriptionBand(
        {
          intensity: { method: 'borg', borgLow: 11, borgHigh: 13 },
          target: null,
          safetyMaxBpm: null,
        },
        t,
      ),
    ).toBe('Borg 11–13 (no heart-rate band)');
  });

  it('owes the review 7 days after the start, then 30 days after the last signature', () => {
    const start = Date.parse('2026-01-06T00:00:00Z');
    expect(reviewDueOf('2026-01-06', [])).toBe(start + 7 * DAY_MS);
    // An unsigned note does not count; the newest signature (reviews come newest first) does.
    const reviews = [
      signed(start + 20 * DAY_MS, false),
      signed(start + 10 * DAY_MS),
      signed(start + 5 * DAY_MS),
    ];
    expect(reviewDueOf('2026-01-06', reviews)).toBe(start + 40 * DAY_MS);
    // A signature made in the workspace a transferred patient came from is not this one's.
    const transferred = [signed(start + 30 * DAY_MS, true, 'other'), ...reviews];
    expect(reviewDueOf('2026-01-06', transferred)).toBe(start + 40 * DAY_MS);
  });

  it('gives no age for a missing or impossible birth date', () => {
    expect(ageToday('1956-04-12', Date.parse('2026-04-11T12:00:00Z'))).toBe(69);
    expect(ageToday(null)).toBeNull();
    expect(ageToday('1956-02-30')).toBeNull();
  });
});
