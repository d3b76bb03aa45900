/**
 * The clinic's telemonitoring consent (PRODUCT.md section 12): one version is a text in each
 * language, named by the SHA-256 of both; a patient user accepts a version by its SHA-256.
 */
import { z } from 'zod';
import { LANGUAGES } from '../language.js';
import { textField } from './text-field.js';

/** SHA-256 (hex) of a consent version. */
export const consentSha256Schema = z.string().regex(/^[0-9a-f]{64}$/, 'a SHA-256 in hex');

/** Body of `PUT /api/clinic-settings/home-consent` (owner or admin): the text in each language. */
export const homeConsentTextsSchema = z.object({
  'pt-BR': textField(20_000, { trim: true, required: true }),
  en: textField(20_000, { trim: true, required: true }),
});
export type HomeConsentTexts = z.output<typeof homeConsentTextsSchema>;

/** The clinic's current consent as its settings show it. */
export const clinicHomeConsentSchema = z.object({
  texts: homeConsentTextsSchema,
  sha256: consentSha256Schema,
  /** True while the clinic uses Ritmo's default text. */
  isDefault: z.boolean(),
});

export const homeConsentQuerySchema = z.object({ language: z.enum(LANGUAGES).default('pt-BR') });

/** `GET /api/home/consent`: the current version in the language asked for. */
export const homeConsentSchema = z.object({
  text: z.string(),
  language: z.enum(LANGUAGES),
  sha256: consentSha256Schema,
  /** When this patient accepted this version (ms); null if not, or withdrawn since. */
  acceptedAt: z.number().int().nullable(),
});
export type HomeConsent = z.infer<typeof homeConsentSchema>;

/** Body of `POST /api/home/consent`. */
export const homeConsentAcceptSchema = z.object({ sha256: consentSha256Schema });
