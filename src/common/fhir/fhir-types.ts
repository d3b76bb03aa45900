/** The slice of FHIR R4 that Ritmo exports, as zod schemas (also used to validate exports). */
import { z } from 'zod';

const fhirId = z.string().regex(/^[A-Za-z0-9\-.]{1,64}$/);
const dateTime = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/);
const coding = z.object({
  system: z.url(),
  code: z.string().min(1),
  display: z.string().optional(),
});
const codeableConcept = z.object({ coding: z.array(coding).min(1), text: z.string().optional() });
const quantity = z.object({
  value: z.number(),
  unit: z.string(),
  system: z.literal('http://unitsofmeasure.org'),
  code: z.string(),
});

const fhirPatientSchema = z.object({
  resourceType: z.literal('Patient'),
  id: fhirId,
  identifier: z.array(z.object({ system: z.string(), value: z.string() })).min(1),
  name: z.array(z.object({ text: z.string() })).min(1),
  gender: z.enum(['male', 'female', 'other', 'unknown']),
  birthDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  telecom: z.array(z.object({ system: z.literal('phone'), value: z.string().min(1) })).optional(),
});

const fhirObservationSchema = z.object({
  resourceType: z.literal('Observation'),
  id: fhirId,
  status: z.literal('final'),
  category: z.array(codeableConcept).min(1),
  code: codeableConcept,
  subject: z.object({ reference: z.string().regex(/^Patient\/[A-Za-z0-9\-.]{1,64}$/) }),
  /** A session's span; an assessment has its date instead (`effectiveDateTime`). */
  effectivePeriod: z.object({ start: dateTime, end: dateTime }).optional(),
  effectiveDateTime: z.string().optional(),
  valueQuantity: quantity.optional(),
  /** The blood pressure panel's systolic and diastolic. */
  component: z.array(z.object({ code: codeableConcept, valueQuantity: quantity })).optional(),
  valueSampledData: z
    .object({
      origin: quantity,
      period: z.number().positive(),
      dimensions: z.number().int().positive(),
      data: z.string().regex(/^(E|-?\d+(\.\d+)?)( (E|-?\d+(\.\d+)?))*$/),
    })
    .optional(),
  note: z.array(z.object({ text: z.string() })).optional(),
  /** The session (Encounter) a session's readings were taken in. */
  encounter: z
    .object({ reference: z.string().regex(/^Encounter\/[A-Za-z0-9\-.]{1,64}$/) })
    .optional(),
});

/**
 * A session as an Encounter: where it was done in `class` (v3 ActCode `HH` home health, `AMB`
 * ambulatory: PRODUCT.md section 12), its span in `period`.
 */
const fhirEncounterSchema = z.object({
  resourceType: z.literal('Encounter'),
  id: fhirId,
  status: z.literal('finished'),
  class: coding,
  subject: z.object({ reference: z.string().regex(/^Patient\/[A-Za-z0-9\-.]{1,64}$/) }),
  period: z.object({ start: dateTime, end: dateTime }),
});

/**
 * The programme (CarePlan) and its target band (Goal): checked whole by a FHIR R4 validator in
 * the tests (@medplum/core), so only their type and id are held here.
 */
const fhirCarePlanSchema = z.looseObject({ resourceType: z.literal('CarePlan'), id: fhirId });
const fhirGoalSchema = z.looseObject({ resourceType: z.literal('Goal'), id: fhirId });

export const fhirBundleSchema = z.object({
  resourceType: z.literal('Bundle'),
  type: z.literal('collection'),
  timestamp: dateTime,
  entry: z.array(
    z.object({
      resource: z.discriminatedUnion('resourceType', [
        fhirPatientSchema,
        fhirObservationSchema,
        fhirEncounterSchema,
        fhirCarePlanSchema,
        fhirGoalSchema,
      ]),
    }),
  ),
});

export type FhirPatient = z.infer<typeof fhirPatientSchema>;
export type FhirObservation = z.infer<typeof fhirObservationSchema>;
export type FhirEncounter = z.infer<typeof fhirEncounterSchema>;
export type FhirCarePlan = z.infer<typeof fhirCarePlanSchema>;
export type FhirGoal = z.infer<typeof fhirGoalSchema>;
export type FhirCodeableConcept = z.infer<typeof codeableConcept>;
export type FhirBundle = z.infer<typeof fhirBundleSchema>;
