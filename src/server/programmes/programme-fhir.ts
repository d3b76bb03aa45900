/**
 * A patient's rehabilitation records for their FHIR bundle: programmes (with the current
 * prescription), assessments and each discharge's recommendations. The patients area's FHIR
 * route gets this from the composition root, as patients sit below programmes.
 */
import type { RehabilitationRecords } from '../../common/fhir/rehabilitation-resources.js';
import type { AssessmentRepository } from '../assessments/assessment-repository.js';
import type { ProgrammeRepository } from './programme-repository.js';

export async function rehabilitationRecords(
  ctx: { programmes: ProgrammeRepository; assessments: AssessmentRepository },
  workspaceId: string,
  patientId: string,
): Promise<RehabilitationRecords> {
  const programmes = await ctx.programmes.list(workspaceId, patientId);
  const recommendations = new Map<string, string>();
  for (const { programmeId } of programmes) {
    const frozen = await ctx.programmes.discharges.get({ workspaceId, patientId, programmeId });
    if (frozen?.discharge) recommendations.set(programmeId, frozen.discharge.recommendations);
  }
  const assessments = await ctx.assessments.list(workspaceId, patientId);
  return { programmes, assessments, recommendations };
}
