/**
 * The clinical profile form's values (text as typed) to and from the profile, checked with the
 * common schema so the form refuses exactly what the server would, naming the field.
 */

import {
  type ClinicalProfile,
  type COMORBIDITIES,
  clinicalProfileSchema,
  type IMPLANTED_DEVICES,
} from '../../../common/schemas/clinical-profile';
import { isAfterLocalToday } from '../../lib/local-today';

export interface ProfileFormValues {
  diagnosis: string;
  icd10: string;
  eventDate: string;
  procedure: string;
  lvefPct: string;
  medications: string;
  betaBlocker: boolean;
  atrialFibrillation: boolean;
  implantedDevice: (typeof IMPLANTED_DEVICES)[number];
  deviceLimitBpm: string;
  comorbidities: (typeof COMORBIDITIES)[number][];
}
export type ProfileField = keyof ProfileFormValues;
export type ProfileFieldErrors = Partial<Record<ProfileField, true>>;

const text = (value: string | null) => value ?? '';
const number = (value: number | null) => (value === null ? '' : String(value));

export function profileFormValues(profile: ClinicalProfile | null | undefined): ProfileFormValues {
  return {
    diagnosis: text(profile?.diagnosis ?? null),
    icd10: text(profile?.icd10 ?? null),
    eventDate: text(profile?.eventDate ?? null),
    procedure: text(profile?.procedure ?? null),
    lvefPct: number(profile?.lvefPct ?? null),
    medications: text(profile?.medications ?? null),
    betaBlocker: profile?.betaBlocker ?? false,
    atrialFibrillation: profile?.atrialFibrillation ?? false,
    implantedDevice: profile?.implantedDevice ?? 'none',
    deviceLimitBpm: number(profile?.deviceLimitBpm ?? null),
    comorbidities: [...(profile?.comorbidities ?? [])],
  };
}

/** Empty is null; anything else must read as a number (a comma decimal as typed in pt-BR too). */
function typedNumber(value: string): number | null {
  const trimmed = value.trim();
  return trimmed === '' ? null : Number(trimmed.replace(',', '.'));
}

/** The profile to save, or the fields the schema refused. */
export function parseProfileForm(
  values: ProfileFormValues,
): { profile: ClinicalProfile } | { errors: ProfileFieldErrors } {
  const noDevice = values.implantedDevice === 'none';
  const parsed = clinicalProfileSchema.safeParse({
    ...values,
    icd10: values.icd10.trim() === '' ? null : values.icd10,
    eventDate: values.eventDate === '' ? null : values.eventDate,
    lvefPct: typedNumber(values.lvefPct),
    // A limit typed before the device was set back to none goes with it.
    deviceLimitBpm: noDevice ? null : typedNumber(values.deviceLimitBpm),
  });
  const errors: ProfileFieldErrors = {};
  // The device's calendar, stricter than the server's today-anywhere bound (lib/local-today).
  if (values.eventDate !== '' && isAfterLocalToday(values.eventDate)) errors.eventDate = true;
  if (parsed.success) return errors.eventDate ? { errors } : { profile: parsed.data };
  for (const issue of parsed.error.issues) errors[issue.path[0] as ProfileField] = true;
  return { errors };
}
