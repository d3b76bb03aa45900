import { describe, expect, it } from 'vitest';
import { checkInAnswersSchema } from '../schemas/home-check-in.js';
import { redFlagsOf } from './red-flags.js';

const answers = (given: Record<string, unknown>) => checkInAnswersSchema.parse(given);

describe('check-in red flags', () => {
  it('finds none in all-no answers with safe readings, a missing key being no', () => {
    expect(redFlagsOf(answers({}))).toEqual([]);
    expect(redFlagsOf(answers({ glucose: 80, sbp: 180, dbp: 110, hr: 120 }))).toEqual([]);
    expect(redFlagsOf(answers({ glucose: 250, sbp: 90 }))).toEqual([]);
  });

  it('flags any yes', () => {
    expect(redFlagsOf(answers({ chestPain: true, swelling: true }))).toEqual([
      'chestPain',
      'swelling',
    ]);
    expect(redFlagsOf(answers({ ill: true }))).toEqual(['ill']);
  });

  it('flags glucose below 80 or above 250 mg/dL, at the edges', () => {
    expect(redFlagsOf(answers({ glucose: 79 }))).toEqual(['glucoseLow']);
    expect(redFlagsOf(answers({ glucose: 251 }))).toEqual(['glucoseHigh']);
  });

  it('flags blood pressure above 180/110 mmHg or systolic below 90, at the edges', () => {
    expect(redFlagsOf(answers({ sbp: 181 }))).toEqual(['bpHigh']);
    expect(redFlagsOf(answers({ sbp: 120, dbp: 111 }))).toEqual(['bpHigh']);
    expect(redFlagsOf(answers({ sbp: 89 }))).toEqual(['sbpLow']);
  });
});
