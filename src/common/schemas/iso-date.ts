/** Calendar dates as the API carries them (YYYY-MM-DD), shared by patients and the programme. */
import { z } from 'zod';

export const isoDateSchema = z.iso.date('must be a date as YYYY-MM-DD');

/** A date that has happened (by UTC): a birth, a cardiac event, a test already done. */
export const pastDateSchema = isoDateSchema.refine(
  (value) => value <= new Date().toISOString().slice(0, 10),
  'must not be in the future',
);
