/** The programme a `…/programmes/:programmeId` URL names, of the patient in the workspace; 404 otherwise. */
import type { Programme } from '../../common/schemas/programme.js';
import { notFound } from '../kernel/http-error.js';
import type { ProgrammeKey } from './prescription-repository.js';

export async function requireProgramme(
  programmes: { get(key: ProgrammeKey): Promise<Programme | null> },
  key: ProgrammeKey,
): Promise<Programme> {
  const programme = await programmes.get(key);
  if (!programme) throw notFound('Programme');
  return programme;
}
