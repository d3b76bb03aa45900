/**
 * The rehabilitation records of a workspace's patients for `GET /api/export` (LGPD portability):
 * per patient with any, their assessments and programmes, each programme with every prescription
 * version and its reviews (signatures with their plan hash), and the discharge summary frozen at
 * discharge (null while not discharged).
 */
import type { Patient } from '../../common/schemas/patient.js';
import type { AssessmentRepository } from '../assessments/assessment-repository.js';
import type { ProgrammeRepository } from '../programmes/programme-repository.js';
import type { ReviewRepository } from '../reviews/review-repository.js';

/** The part of the app's route context these routes use (app.ts passes all of it). */
export interface ProgrammeExportContext {
  assessments: AssessmentRepository;
  programmes: ProgrammeRepository;
  reviews: ReviewRepository;
}

export async function rehabilitationExport(
  ctx: ProgrammeExportContext,
  workspaceId: string,
  patients: readonly Patient[],
) {
  const records = [];
  for (const { patientId } of patients) {
    const assessments = await ctx.assessments.list(workspaceId, patientId);
    const programmes = [];
    for (const programme of await ctx.programmes.list(workspaceId, patientId)) {
      const key = { workspaceId, patientId, programmeId: programme.programmeId };
      programmes.push({
        ...programme,
        prescriptions: await ctx.programmes.prescriptions.history(key),
        reviews: await ctx.reviews.list(key, await ctx.programmes.plan(key, programme)),
        discharge: await ctx.programmes.discharges.get(key),
      });
    }
    if (assessments.length > 0 || programmes.length > 0) {
      records.push({ patientId, assessments, programmes });
    }
  }
  return records;
}
