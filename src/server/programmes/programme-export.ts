/**
 * The rehabilitation records of a workspace's patients for `GET /api/export` (LGPD portability):
 * per patient with any, their assessments and programmes, each programme with every prescription
 * version and its reviews (signatures with their plan hash).
 */
import type { Patient } from '../../common/schemas/patient.js';
import type { RouteContext } from '../http/route-context.js';
import { planSha256 } from '../reviews/plan-hash.js';

export async function rehabilitationExport(
  ctx: RouteContext,
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
        reviews: await ctx.reviews.list(key, planSha256(programme)),
      });
    }
    if (assessments.length > 0 || programmes.length > 0) {
      records.push({ patientId, assessments, programmes });
    }
  }
  return records;
}
