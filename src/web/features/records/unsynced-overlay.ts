/**
 * This device's unsynced writes laid over the server's records, so an assessment, programme or
 * prescription saved offline shows at once and after a reload. Pure: the queued bodies are read
 * by the caller. A prescription's target is computed here as the server will compute it
 * (`prescriptionTarget`, the shared rule), from the test it names and the device limit.
 */

import { isTargetRefusal, prescriptionTarget } from '../../../common/programme/prescription-target';
import {
  type AssessmentInputParsed,
  assessmentInputSchema,
  type RecordedBy,
} from '../../../common/schemas/assessment';
import {
  type PrescriptionInputParsed,
  prescriptionInputSchema,
  programmeInputSchema,
} from '../../../common/schemas/programme';
import type {
  ChartAssessment,
  ChartPrescription,
  ChartProgramme,
  ProgrammeRecords,
  ServerRecords,
} from './programme-records-store';

/** A queued PUT of one record: its id (assessment or programme id) and body as stored. */
export interface QueuedRecord {
  recordId: string;
  body: unknown;
  queuedAt: number;
}

export interface QueuedRecords {
  programmes: readonly QueuedRecord[];
  assessments: readonly QueuedRecord[];
  /** `recordId`: the programme the new prescription version is for. */
  prescriptions: readonly QueuedRecord[];
}

export interface OverlayContext {
  patientId: string;
  /** Who is signed in: the server records them as who made it. */
  me: RecordedBy;
  deviceLimitBpm: number | null;
}

const byDateDesc = (a: ChartAssessment, b: ChartAssessment) =>
  b.date.localeCompare(a.date) || b.updatedAt - a.updatedAt;

/** The assessment as the server will store it; its version stays the one it was made from. */
export function localAssessment(
  { patientId, me }: OverlayContext,
  assessmentId: string,
  input: AssessmentInputParsed,
  queuedAt: number,
  base: ChartAssessment | undefined,
): ChartAssessment {
  return {
    ...input,
    assessmentId,
    patientId,
    by: base?.by ?? me,
    createdAt: base?.createdAt ?? queuedAt,
    updatedAt: queuedAt,
    version: base?.version ?? 0,
    unsynced: true,
  } as ChartAssessment;
}

/** The new version as the server will compute it; version: the next after the current. */
export function localPrescription(
  { me, deviceLimitBpm }: OverlayContext,
  input: PrescriptionInputParsed,
  assessments: readonly ChartAssessment[],
  current: ChartPrescription | null,
  queuedAt: number,
): ChartPrescription {
  const test = assessments.find(
    (a) => a.assessmentId === input.basedOn && a.kind === 'exercise-test',
  );
  const computed = prescriptionTarget(
    input.intensity,
    test?.kind === 'exercise-test' ? test : null,
    deviceLimitBpm,
  );
  const { target, safetyMaxBpm, highClipped } = isTargetRefusal(computed)
    ? { target: null, safetyMaxBpm: null, highClipped: false }
    : computed;
  return {
    ...input,
    version: (current?.version ?? 0) + 1,
    target,
    safetyMaxBpm,
    highClipped,
    createdAt: queuedAt,
    createdBy: { id: me.id, name: me.name, email: me.email },
    unsynced: true,
  };
}

function overlayProgrammes(ctx: OverlayContext, server: ServerRecords, queued: QueuedRecords) {
  const programmes: ChartProgramme[] = server.programmes.map((p) => ({
    ...p,
    unsynced: false,
    prescription: p.prescription && { ...p.prescription, unsynced: false },
  }));
  for (const { recordId, body, queuedAt } of queued.programmes) {
    const input = programmeInputSchema.safeParse(body);
    if (!input.success) continue;
    const index = programmes.findIndex((p) => p.programmeId === recordId);
    const base = programmes[index];
    const local: ChartProgramme = {
      prescription: null,
      targetOutdated: false,
      createdAt: queuedAt,
      version: 0,
      updatedBy: { id: ctx.me.id, name: ctx.me.name, email: ctx.me.email },
      ...base,
      ...input.data,
      programmeId: recordId,
      patientId: ctx.patientId,
      updatedAt: queuedAt,
      unsynced: true,
    };
    if (index === -1) programmes.unshift(local);
    else programmes[index] = local;
  }
  return programmes;
}

function overlayAssessments(ctx: OverlayContext, server: ServerRecords, queued: QueuedRecords) {
  const assessments: ChartAssessment[] = server.assessments.map((a) => ({ ...a, unsynced: false }));
  for (const { recordId, body, queuedAt } of queued.assessments) {
    const input = assessmentInputSchema.safeParse(body);
    if (!input.success) continue;
    const index = assessments.findIndex((a) => a.assessmentId === recordId);
    const local = localAssessment(ctx, recordId, input.data, queuedAt, assessments[index]);
    if (index === -1) assessments.push(local);
    else assessments[index] = local;
  }
  return assessments.sort(byDateDesc);
}

/** The records to show: the server's, then what this device has queued on top. */
export function overlayUnsynced(
  ctx: OverlayContext,
  server: ServerRecords,
  queued: QueuedRecords,
): Omit<ProgrammeRecords, 'status' | 'error' | 'savedAt'> {
  const programmes = overlayProgrammes(ctx, server, queued);
  const assessments = overlayAssessments(ctx, server, queued);
  const prescriptions: Record<string, ChartPrescription[]> = {};
  for (const [programmeId, list] of Object.entries(server.prescriptions)) {
    prescriptions[programmeId] = list.map((p) => ({ ...p, unsynced: false }));
  }
  for (const { recordId, body, queuedAt } of queued.prescriptions) {
    const input = prescriptionInputSchema.safeParse(body);
    const programme = programmes.find((p) => p.programmeId === recordId);
    if (!input.success || !programme) continue;
    const local = localPrescription(ctx, input.data, assessments, programme.prescription, queuedAt);
    programme.prescription = local;
    prescriptions[recordId] = [local, ...(prescriptions[recordId] ?? [])];
  }
  return { programmes, assessments, prescriptions, reviews: server.reviews };
}
