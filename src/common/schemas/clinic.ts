/**
 * What a clinic is called and how its members are named in requests: the shared text rule
 * (text-field.ts) for the name, as an identity (no text-direction or zero-width characters, which
 * would make a clinic's name read differently in a colleague's menu or an invitation e-mail than
 * it was typed).
 */
import { z } from 'zod';
import { CLINIC_ROLES } from '../clinic/clinic-roles.js';
import { textField } from './text-field.js';

export const CLINIC_NAME_MAX_LENGTH = 120;

export const clinicNameSchema = textField(CLINIC_NAME_MAX_LENGTH, {
  trim: true,
  required: true,
  identity: true,
}).refine((name) => /[\p{L}\p{N}]/u.test(name), 'must contain a letter or a digit');

/** The auth service's unique handle for a clinic; the web app derives it from the name. */
export const clinicSlugSchema = z
  .string()
  .regex(/^[a-z0-9_-]{1,100}$/, 'must be 1 to 100 of a-z, 0-9, "_" and "-"');

/** Exactly one known role: a list ("member,viewer", an array) left Settings unable to load. */
export const clinicRoleSchema = z.enum(CLINIC_ROLES, {
  error: `must be one of ${CLINIC_ROLES.join(', ')}`,
});
