import { describe, expect, it } from 'vitest';
import { type HomeEligibilityFacts, homePhasesOf, homeRefusalOf } from './home-eligibility.js';

const ALLOWED: HomeEligibilityFacts = {
  revoked: false,
  consented: true,
  programme: {
    status: 'active',
    riskClass: 'low',
    prescribed: true,
    signed: true,
    homeCleared: false,
  },
  redFlagToday: false,
};
const withProgramme = (change: Partial<NonNullable<HomeEligibilityFacts['programme']>>) => ({
  ...ALLOWED,
  programme: { ...ALLOWED.programme!, ...change },
});

describe('home eligibility', () => {
  it('allows a consenting low-risk patient with a signed prescription, uncleared', () => {
    expect(homeRefusalOf(ALLOWED)).toBeNull();
  });

  it('names each reason at its edge', () => {
    expect(homeRefusalOf({ ...ALLOWED, revoked: true })).toBe('revoked');
    expect(homeRefusalOf({ ...ALLOWED, consented: false })).toBe('no_consent');
    expect(homeRefusalOf({ ...ALLOWED, programme: null })).toBe('no_programme');
    expect(homeRefusalOf(withProgramme({ prescribed: false }))).toBe('no_programme');
    expect(homeRefusalOf(withProgramme({ status: 'discharged' }))).toBe('discharged');
    expect(homeRefusalOf(withProgramme({ riskClass: 'high', homeCleared: true }))).toBe(
      'risk_high',
    );
    expect(homeRefusalOf(withProgramme({ signed: false }))).toBe('not_signed');
    expect(homeRefusalOf(withProgramme({ riskClass: 'intermediate' }))).toBe('not_cleared');
    expect(homeRefusalOf({ ...ALLOWED, redFlagToday: true })).toBe('red_flag_today');
  });

  it('allows intermediate risk once a physician cleared it', () => {
    expect(homeRefusalOf(withProgramme({ riskClass: 'intermediate', homeCleared: true }))).toBe(
      null,
    );
  });

  it('answers the first reason the patient can act on', () => {
    const all = { revoked: true, consented: false, programme: null, redFlagToday: true };
    expect(homeRefusalOf(all)).toBe('revoked');
    expect(homeRefusalOf({ ...all, revoked: false })).toBe('no_consent');
  });

  it('puts 5-minute warm-up and cool-down around the prescribed minutes', () => {
    expect(homePhasesOf(30)).toEqual({ warmUpMin: 5, conditioningMin: 30, coolDownMin: 5 });
  });
});
