/**
 * The class being set up, kept on this device until it starts (`ritmo.class-setup.<ws>`): a
 * reload or a closed tab during set-up brings the participants back with their sensors and
 * alarm limits rather than an empty checklist. Once the class starts, the recordings' own
 * checkpoints take over and the draft goes. Validated on the way back; a damaged entry is
 * dropped alone. Signing out empties localStorage, names included.
 */
import { z } from 'zod';
import { alarmLimitsSchema } from '../../../common/alarms/alarm-limits';
import {
  activityTypeSchema,
  safetyMaxSourceSchema,
  sessionPrescriptionSchema,
} from '../../../common/schemas/activity';
import { patientIdSchema } from '../../../common/schemas/patient';
import { createLocalSetting, type LocalSetting } from '../../lib/local-setting';
import { patientSetupOf } from '../recording';
import { sensorChoiceSchema } from './class-part';
import type { ParticipantInit } from './class-participant';

const bpm = z.number().positive().max(300);

const entrySchema = z.object({
  patientName: z.string().max(300),
  setup: z.object({
    patientId: patientIdSchema,
    type: activityTypeSchema,
    hrMaxBpm: bpm.nullable(),
    restingHr: bpm.nullable(),
    target: z.object({ lowBpm: bpm, highBpm: bpm }).nullable(),
    // Optional: drafts from before prescriptions drove the class have none of these.
    hrMaxEstimated: z.boolean().optional(),
    safetyMaxBpm: bpm.nullable().optional(),
    safetyMaxSource: safetyMaxSourceSchema.nullable().optional(),
    borgTarget: z.object({ low: z.number(), high: z.number() }).nullable().optional(),
    prescription: sessionPrescriptionSchema.nullable().optional(),
    startNote: z.string().max(400).optional(),
  }),
  sensor: sensorChoiceSchema,
  limits: alarmLimitsSchema,
  // The bounds of a stored pressure (activity-event.ts); drafts before issue 34 have none.
  preExerciseBp: z
    .object({
      systolic: z.number().int().min(50).max(300),
      diastolic: z.number().int().min(20).max(200),
    })
    .nullable()
    .optional(),
  prescribedModality: activityTypeSchema.nullable().optional(),
});

/** More than any class; a longer stored list is cut, not trusted. */
const MAX_ENTRIES = 50;

export function parseDraft(raw: string | null): ParticipantInit[] {
  try {
    const parsed = z.array(z.unknown()).safeParse(JSON.parse(raw ?? '[]'));
    if (!parsed.success) return [];
    const seen = new Set<string>();
    return parsed.data.slice(0, MAX_ENTRIES).flatMap((value) => {
      const entry = entrySchema.safeParse(value);
      if (!entry.success || seen.has(entry.data.setup.patientId)) return [];
      seen.add(entry.data.setup.patientId);
      return [entry.data];
    });
  } catch {
    return [];
  }
}

/** What a participant in set-up is, as the draft stores it (no class id: none yet). */
export function draftEntryOf(init: ParticipantInit): ParticipantInit {
  return {
    patientName: init.patientName,
    setup: patientSetupOf(init.setup),
    sensor: init.sensor,
    limits: init.limits,
    ...(init.preExerciseBp && { preExerciseBp: init.preExerciseBp }),
    ...(init.prescribedModality && { prescribedModality: init.prescribedModality }),
  };
}

const drafts = new Map<string, LocalSetting<ParticipantInit[]>>();

/** The draft of one workspace, by its `workspaceStorageKey` (lib/active-workspace). */
export function classDraft(workspaceKey: string): LocalSetting<ParticipantInit[]> {
  const key = `ritmo.class-setup.${workspaceKey}`;
  let draft = drafts.get(key);
  if (!draft) {
    draft = createLocalSetting(key, parseDraft);
    drafts.set(key, draft);
  }
  return draft;
}
