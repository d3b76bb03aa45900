/**
 * Reads one patient's rehabilitation records: this device's copy at once (offline too), then the
 * server's, with this device's unsynced writes laid over both. Viewers read; the front desk gets
 * 403 (the chart is not in its navigation).
 */
import { apiPaths } from '../../../common/api/api-paths';
import { assessmentListResponseSchema } from '../../../common/schemas/assessment';
import { apiRequest } from '../../lib/api-client';
import { ApiError, NETWORK_ERROR_STATUS } from '../../lib/api-error';
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

/** Lays this device's queued writes over `server` and shows the result. */
export async function showRecords(
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
  return programmeRecordsStore.update(patientId, () => ({
    ...shown,
    status: 'ready',
    error: null,
    savedAt,
  }));
}

/** Shows the records again after a write queued on this device (no network read). */
export async function showQueuedWrites(patientId: string): Promise<void> {
  const server = serverCopies.getState().get(patientId) ?? emptyServerRecords();
  await showRecords(patientId, server, programmeRecordsStore.get(patientId)?.savedAt ?? Date.now());
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

/** A patient's read in flight, the reason it was asked for, and the one queued after it. */
interface Load {
  running: Promise<void>;
  reason: string | undefined;
  next: Promise<void> | null;
}
const loads = new Map<string, Load>();

function startLoad(patientId: string, reason: string | undefined): Promise<void> {
  const running = readProgrammeRecords(patientId).finally(() => {
    if (loads.get(patientId)?.running === running) loads.delete(patientId);
  });
  loads.set(patientId, { running, reason, next: null });
  return running;
}

/**
 * Shows the patient's records: the copy kept on this device at once (if nothing is on screen),
 * then the server's, kept for offline reading. Offline with a copy shown, that copy stays.
 * Every read is audited, and a chart's header and tabs all ask at once: a call with the same
 * `reason` as the read in flight (the outbox's state, say) shares it; any other waits for it and
 * shares the one read after it, whose answer cannot predate what changed.
 */
export function loadProgrammeRecords(patientId: string, reason?: string): Promise<void> {
  const load = loads.get(patientId);
  if (!load) return startLoad(patientId, reason);
  if (reason !== undefined && load.reason === reason) return load.running;
  load.next ??= load.running.then(() => startLoad(patientId, undefined));
  return load.next;
}

async function readProgrammeRecords(patientId: string): Promise<void> {
  if (programmeRecordsStore.get(patientId)?.status !== 'ready') {
    programmeRecordsStore.update(patientId, (current) => ({ ...current, status: 'loading' }));
    const cached = await readCachedEntry(cacheKeyOf(patientId), serverRecordsSchema);
    if (cached) await showRecords(patientId, cached.value, cached.savedAt);
  }
  try {
    const server = await fetchServerRecords(patientId);
    await showRecords(patientId, server, Date.now());
    await writeCache(cacheKeyOf(patientId), server);
    void pruneCache(CACHE_PREFIX, CACHED_CHARTS_MAX, CACHED_CHARTS_MAX - 10);
  } catch (error) {
    const offline = error instanceof ApiError && error.status === NETWORK_ERROR_STATUS;
    if (offline && programmeRecordsStore.get(patientId)?.status === 'ready') return;
    if (offline) {
      // Nothing kept on this device: what was queued here still shows.
      const shown = await showRecords(patientId, emptyServerRecords(), Date.now());
      if (shown.programmes.length + shown.assessments.length > 0) return;
    }
    programmeRecordsStore.update(patientId, (current) => ({ ...current, status: 'error', error }));
  }
}
