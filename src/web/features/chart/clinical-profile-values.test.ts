import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseProfileForm, profileFormValues } from './clinical-profile-values';

const filled = {
  ...profileFormValues(null),
  diagnosis: 'Acute MI',
  icd10: 'i21.4',
  lvefPct: '38',
  betaBlocker: true,
  atrialFibrillation: false,
  implantedDevice: 'icd' as const,
  deviceLimitBpm: '150',
  comorbidities: ['diabetes' as const],
};

describe('the clinical profile form', () => {
  it('gives the profile as the server stores it (ICD-10 upper-case, numbers read)', () => {
    expect(parseProfileForm(filled)).toEqual({
      profile: {
        diagnosis: 'Acute MI',
        icd10: 'I21.4',
        eventDate: null,
        procedure: '',
        lvefPct: 38,
        medications: '',
        betaBlocker: true,
        atrialFibrillation: false,
        implantedDevice: 'icd',
        deviceLimitBpm: 150,
        comorbidities: ['diabetes'],
      },
    });
  });

  it('keeps the atrial-fibrillation flag, round trip through the form', () => {
    const result = parseProfileForm({ ...filled, atrialFibrillation: true });
    expect(result).toMatchObject({ profile: { atrialFibrillation: true } });
    if (!('profile' in result)) throw new Error('refused');
    expect(profileFormValues(result.profile).atrialFibrillation).toBe(true);
  });

  it('names each field the schema refuses', () => {
    const result = parseProfileForm({
      ...filled,
      icd10: 'heart attack',
      lvefPct: '95',
      deviceLimitBpm: '',
      eventDate: '2999-01-01',
    });
    expect(result).toEqual({
      errors: { icd10: true, lvefPct: true, deviceLimitBpm: true, eventDate: true },
    });
  });

  it('drops a limit typed for a device that was then set back to none', () => {
    const result = parseProfileForm({ ...filled, implantedDevice: 'none' });
    expect(result).toMatchObject({ profile: { implantedDevice: 'none', deviceLimitBpm: null } });
  });

  it('reads back what it saved', () => {
    const result = parseProfileForm(filled);
    if (!('profile' in result)) throw new Error('refused');
    expect(profileFormValues(result.profile)).toEqual({ ...filled, icd10: 'I21.4' });
  });

  it('reads "abc" as a wrong number, not as empty', () => {
    expect(parseProfileForm({ ...filled, lvefPct: 'abc' })).toEqual({ errors: { lvefPct: true } });
  });
});

describe("the cardiac event's date", () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("is refused after the device's today, though the server would take it", () => {
    vi.useFakeTimers({ now: Date.parse('2026-07-14T12:00:00Z') });
    vi.spyOn(Date.prototype, 'getTimezoneOffset').mockReturnValue(180);
    expect(parseProfileForm({ ...filled, eventDate: '2026-07-15' })).toEqual({
      errors: { eventDate: true },
    });
    expect(parseProfileForm({ ...filled, eventDate: '2026-07-14' })).toMatchObject({
      profile: { eventDate: '2026-07-14' },
    });
  });
});
