/**
 * Reads one patient's rehabilitation records: the server's (kept on this device; offline, the copy
 * kept), with this device's unsynced writes laid over them. Viewers read; the front desk gets 403
 * (the chart is not in its navigation). The read is the patient's server-state query
 * (use-programme-records.ts).
 */
import { apiPaths } from '../../../common/api/api-paths';
import { assessmentListResponseSchema } from '../../../common/schemas/assessment';
import { apiRequest } from '../../lib/api-client';
import { ApiError, NETWORK_ERROR_STATUS } from '../../lib/api-error';
import { invalidateServerQuery } from '../../lib/server-state';
import { createUserStore } from '../../lib/user-state';
import { storedUser } from '../auth';
import { knownPatient } from '../patients';
import {
  ASSESSMENT_KEY_PREFIX,
  PRESCRIPTION_KEY_PREFIX,
  PROGRAMME_KEY_PREFIX,
  patientRecordOf,
  pruneCache,
  readCachedEntry,
  unsyncedPuts,
  writeCache,
} from '../sync';
import {
  type ProgrammeRecords,
  prescriptionListResponseSchema,
  programmeListResponseSchema,
  programmeRecordsStore,
  recordsKey,
  reviewListResponseSchema,
  type ServerRecords,
  serverRecordsSchema,
} from './programme-records-store';
import { type OverlayContext, overlayUnsynced, type QueuedRecord } from './unsynced-overlay';

const CACHE_PREFIX = 'chart:';
/** Charts kept for offline reading: the patients opened last (a clinic's day, and more). */
const CACHED_CHARTS_MAX = 60;
const cacheKeyOf = (patientId: string) => `${CACHE_PREFIX}${patientId}`;

/** The server's records last read for each patient, so an unsynced write can be laid over them. */
const serverCopies = createUserStore(() => new Map<string, ServerRecords>());

/** What the overlay needs to know of the patient and the clinician signed in. */
export function overlayContextOf(patientId: string): OverlayContext {
  const user = storedUser.get();
  return {
    patientId,
    me: { id: user?.id ?? '', name: user?.name ?? '', email: user?.email ?? '' },
    deviceLimitBpm: knownPatient(patientId)?.clinicalProfile?.deviceLimitBpm ?? null,
  };
}

async function queuedUnder(prefix: string, patientId: string): Promise<QueuedRecord[]> {
  const puts = await unsyncedPuts(`${prefix}${patientId}/`);
  return puts.flatMap(({ entityKey, body, queuedAt }) => {
    const ids = patientRecordOf(entityKey, prefix);
    return ids ? [{ recordId: ids.recordId, body, queuedAt }] : [];
  });
}

/** `server` with this device's queued writes laid over it. */
async function recordsShown(
  patientId: string,
  server: ServerRecords,
  savedAt: number,
): Promise<ProgrammeRecords> {
  serverCopies.getState().set(patientId, server);
  const [programmes, assessments, prescriptions] = await Promise.all([
    queuedUnder(PROGRAMME_KEY_PREFIX, patientId),
    queuedUnder(ASSESSMENT_KEY_PREFIX, patientId),
    queuedUnder(PRESCRIPTION_KEY_PREFIX, patientId),
  ]);
  const shown = overlayUnsynced(overlayContextOf(patientId), server, {
    programmes,
    assessments,
    prescriptions,
  });
  return { ...shown, status: 'ready', error: null, savedAt };
}

/** Shows the records again after a write queued on this device (no network read). */
export async function showQueuedWrites(patientId: string): Promise<void> {
  const server = serverCopies.getState().get(patientId) ?? emptyServerRecords();
  const savedAt = programmeRecordsStore.get(patientId)?.savedAt ?? Date.now();
  programmeRecordsStore.set(patientId, await recordsShown(patientId, server, savedAt));
}

function emptyServerRecords(): ServerRecords {
  return { programmes: [], assessments: [], prescriptions: {}, reviews: {} };
}

/** A programme's history and reviews; missing (a programme made offline) reads as none. */
async function programmeDetails(patientId: string, programmeId: string) {
  const [prescriptions, reviews] = await Promise.all([
    apiRequest(apiPaths.programmePrescriptions(patientId, programmeId), {
      schema: prescriptionListResponseSchema,
    }).catch(() => ({ prescriptions: [] })),
    apiRequest(apiPaths.programmeReviews(patientId, programmeId), {
      schema: reviewListResponseSchema,
    }).catch(() => null),
  ]);
  return { prescriptions: prescriptions.prescriptions, reviews };
}

/** Every record of the patient from the server (throws what the first two reads throw). */
export async function fetchServerRecords(patientId: string): Promise<ServerRecords> {
  const [{ programmes }, { assessments }] = await Promise.all([
    apiRequest(apiPaths.patientProgrammes(patientId), { schema: programmeListResponseSchema }),
    apiRequest(apiPaths.patientAssessments(patientId), { schema: assessmentListResponseSchema }),
  ]);
  const records: ServerRecords = { programmes, assessments, prescriptions: {}, reviews: {} };
  const details = await Promise.all(
    programmes.map((p) => programmeDetails(patientId, p.programmeId)),
  );
  programmes.forEach(({ programmeId }, i) => {
    records.prescriptions[programmeId] = details[i]!.prescriptions;
    const reviews = details[i]!.reviews;
    if (reviews) records.reviews[programmeId] = reviews;
  });
  return records;
}

/** Reads the patient's records again if on screen, else on their next use (a review sent). */
export function readRecordsAgain(patientId: string): Promise<void> {
  return invalidateServerQuery(recordsKey(patientId));
}

/**
 * The patient's records: the server's, kept for offline reading; offline, the copy kept on this
 * device, or (none kept) what was queued here, if anything. Throws what the server's read threw.
 */
export async function readProgrammeRecords(patientId: string): Promise<ProgrammeRecords> {
  try {
    const server = await fetchServerRecords(patientId);
    await writeCache(cacheKeyOf(patientId), server);
    void pruneCache(CACHE_PREFIX, CACHED_CHARTS_MAX, CACHED_CHARTS_MAX - 10);
    return await recordsShown(patientId, server, Date.now());
  } catch (error) {
    const offline = error instanceof ApiError && error.status === NETWORK_ERROR_STATUS;
    if (!offline) throw error;
    const cached = await readCachedEntry(cacheKeyOf(patientId), serverRecordsSchema);
    if (cached) return recordsShown(patientId, cached.value, cached.savedAt);
    const queued = await recordsShown(patientId, emptyServerRecords(), Date.now());
    if (queued.programmes.length + queued.assessments.length > 0) return queued;
    throw error;
  }
}
