/** Small factories for test data: a valid patient body and a valid session body. */
import { randomUUID } from 'node:crypto';
import type { ActivityInput } from '../../common/schemas/activity.js';
import type { ClassSlotInput } from '../../common/schemas/class-slot.js';
import type { PatientInput } from '../../common/schemas/patient.js';

export function makePatient(overrides: Partial<PatientInput> = {}): PatientInput {
  return {
    patientName: 'Maria Conceição',
    birthDate: '1958-04-12',
    sex: 'female',
    restingHr: 68,
    notes: 'Post-MI phase II',
    ...overrides,
  };
}

/** A session of `points` samples at 1 Hz starting at `startedAt`. */
export function makeActivity(
  patientId: string,
  overrides: Partial<ActivityInput> = {},
  points = 60,
): ActivityInput & { activityId: string } {
  const startedAt = overrides.startedAt ?? Date.UTC(2026, 10, 2, 13, 0, 0);
  const t = Array.from({ length: points }, (_, i) => i * 1000);
  return {
    activityId: randomUUID(),
    patientId,
    type: 'walk',
    startedAt,
    endedAt: startedAt + points * 1000,
    hrMaxBpm: 160,
    restingHr: 68,
    samples: { t, hr: t.map((_, i) => 90 + (i % 20)), rr: t.map((_, i) => 600 + (i % 7) * 5) },
    // Inside the session, however short: an event past its end is refused.
    events: [{ t: Math.min(10_000, points * 1000), kind: 'rpe', value: 13 }],
    notes: '',
    device: { name: 'Simulated HR', kind: 'simulated' },
    ...overrides,
  };
}

/** A class slot on every weekday at 08:00, so any day is one of its days. */
export function makeClassSlot(overrides: Partial<ClassSlotInput> = {}): ClassSlotInput {
  return {
    name: 'Fase 2 — manhã',
    weekdays: [0, 1, 2, 3, 4, 5, 6],
    startTime: '08:00',
    durationMin: 60,
    capacity: 8,
    ...overrides,
  };
}
