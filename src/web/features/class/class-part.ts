/**
 * What a class checkpoints with each participant's recording (`Recording.classPart`), so a
 * reload can rebuild the class: the name on the tile, the sensor to reconnect and the alarm
 * limits the clinician set, and the tile's place. Validated on the way back: a damaged value is not resumed as a class.
 */
import { z } from 'zod';
import { type AlarmLimits, alarmLimitsSchema } from '../../../common/alarms/alarm-limits';

import { SIMULATED_SCENARIOS, type SimulatedScenario } from '../devices';

export const sensorChoiceSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('simulated'),
    scenario: z.custom<SimulatedScenario>((value) =>
      SIMULATED_SCENARIOS.includes(value as SimulatedScenario),
    ),
  }),
  z.object({
    kind: z.literal('bluetooth'),
    deviceId: z.string().max(200).nullable(),
    name: z.string().max(200).nullable(),
  }),
]);
export type SensorChoice = z.infer<typeof sensorChoiceSchema>;

const classPartSchema = z.object({
  patientName: z.string().max(300),
  sensor: sensorChoiceSchema,
  limits: z.unknown(),
  seat: z.number().int().min(0).max(10_000).optional(),
});

export interface ClassPart {
  patientName: string;
  sensor: SensorChoice;
  limits: AlarmLimits;
  /** The tile's place in the class (0 first); absent in checkpoints of earlier builds. */
  seat?: number;
}

export function classPartOf(part: ClassPart): Record<string, unknown> {
  return { ...part };
}

export function classPartFrom(value: unknown): ClassPart | null {
  const parsed = classPartSchema.safeParse(value);
  if (!parsed.success) return null;
  const limits = alarmLimitsSchema.safeParse(parsed.data.limits);
  if (!limits.success) return null;
  return { ...parsed.data, limits: limits.data };
}
