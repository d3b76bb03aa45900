/**
 * Writes of a patient's rehabilitation records. Assessments, programmes and prescriptions go
 * through the outbox (kept on the device, sent when online, `If-Match` the version they were made
 * from, `If-None-Match: *` for a new record) and show at once; a review is sent online only: a
 * POST is not safe to replay, and a signature must sign the plan the server holds now.
 */
import { z } from 'zod';
import { apiPaths } from '../../../common/api/api-paths';
import {
  type AssessmentInput,
  assessmentInputSchema,
  assessmentSchema,
} from '../../../common/schemas/assessment';
import {
  type PrescriptionInput,
  type ProgrammeInput,
  prescriptionInputSchema,
  prescriptionSchema,
  programmeInputSchema,
  programmeSchema,
} from '../../../common/schemas/programme';
import {
  type Review,
  type ReviewInput,
  reviewInputSchema,
  reviewSchema,
} from '../../../common/schemas/review';
import { apiRequest } from '../../lib/api-client';
import {
  ASSESSMENT_KEY_PREFIX,
  assessmentEntityKey,
  onServerRecord,
  PRESCRIPTION_KEY_PREFIX,
  PROGRAMME_KEY_PREFIX,
  patientRecordOf,
  prescriptionEntityKey,
  programmeEntityKey,
  queueWrite,
  type RecordNews,
} from '../sync';
import { readRecordsAgain, showQueuedWrites } from './programme-records';
import { programmeRecordsStore } from './programme-records-store';

/** A new record's id, chosen on the device (records are made offline too). */
export const newRecordId = (): string => crypto.randomUUID();

/** The server's version of a record shown, if the server has it (0: made on this device). */
const serverVersion = (version: number | undefined) =>
  version !== undefined && version > 0 ? version : undefined;

/** Base version and create-only flag of a write over the record with `version`. */
function versionHeaders(version: number | undefined) {
  const baseVersion = serverVersion(version);
  return baseVersion === undefined ? { createOnly: true } : { baseVersion };
}

/** Queues a PUT of one record over the version shown (or as a create), then shows it. */
async function queueRecord(
  patientId: string,
  write: { entityKey: string; path: string; body: unknown },
  shownVersion: number | undefined,
): Promise<void> {
  await queueWrite({ ...write, method: 'PUT', patientId, ...versionHeaders(shownVersion) });
  await showQueuedWrites(patientId);
}

/**
 * Saves an assessment (new or edited; the body is checked with the common schema first, so a
 * ZodError names the field). Resolves once kept on the device.
 */
export async function saveAssessment(
  patientId: string,
  assessmentId: string,
  input: AssessmentInput,
): Promise<void> {
  const body = assessmentInputSchema.parse(input);
  const shown = programmeRecordsStore.get(patientId)?.assessments;
  await queueRecord(
    patientId,
    {
      entityKey: assessmentEntityKey(patientId, assessmentId),
      path: apiPaths.patientAssessment(patientId, assessmentId),
      body,
    },
    shown?.find((a) => a.assessmentId === assessmentId)?.version,
  );
}

/** Saves a programme (phase, dates, sessions, risk class, status); the server allows one active. */
export async function saveProgramme(
  patientId: string,
  programmeId: string,
  input: ProgrammeInput,
): Promise<void> {
  const body = programmeInputSchema.parse(input);
  const shown = programmeRecordsStore.get(patientId)?.programmes;
  await queueRecord(
    patientId,
    {
      entityKey: programmeEntityKey(patientId, programmeId),
      path: apiPaths.patientProgramme(patientId, programmeId),
      body,
    },
    shown?.find((p) => p.programmeId === programmeId)?.version,
  );
}

/**
 * A new prescription version over the one shown (`If-Match`); the first goes without. Shown at
 * once with the target computed here as the server will; the server's answer replaces it.
 */
export async function savePrescription(
  patientId: string,
  programmeId: string,
  input: PrescriptionInput,
): Promise<void> {
  const body = prescriptionInputSchema.parse(input);
  const programme = programmeRecordsStore
    .get(patientId)
    ?.programmes.find((p) => p.programmeId === programmeId);
  const baseVersion = serverVersion(programme?.prescription?.version);
  await queueWrite({
    entityKey: prescriptionEntityKey(patientId, programmeId),
    method: 'PUT',
    path: apiPaths.programmePrescription(patientId, programmeId),
    body,
    patientId,
    baseVersion,
  });
  await showQueuedWrites(patientId);
}

/**
 * Sends a review (a note, and `sign: true` with the password and the plan's SHA-256 for a
 * physician's signature) now; throws an ApiError offline (status 0) or when refused (403: not a
 * physician; 400 `body.password`; 409 `plan_changed`). The reviews are read again after.
 */
export async function addReview(
  patientId: string,
  programmeId: string,
  input: ReviewInput,
): Promise<Review> {
  const { review } = await apiRequest(apiPaths.programmeReviews(patientId, programmeId), {
    method: 'POST',
    body: reviewInputSchema.parse(input),
    schema: z.object({ review: reviewSchema }),
  });
  void readRecordsAgain(patientId);
  return review;
}

/** A write went through (its version is the next edit's `If-Match`) or theirs was taken. */
function onNews(
  prefix: string,
  apply: (patientId: string, recordId: string, news: RecordNews) => void,
) {
  onServerRecord(prefix, (entityKey, news) => {
    const ids = patientRecordOf(entityKey, prefix);
    if (!ids) return;
    // The server's record (a prescription's computed target, who recorded it) replaces this one
    // when the write lands: the records' read follows the patient's writes.
    apply(ids.patientId, ids.recordId, news);
  });
}

onNews(ASSESSMENT_KEY_PREFIX, (patientId, assessmentId, news) => {
  const theirs = 'theirs' in news ? assessmentSchema.safeParse(news.theirs) : null;
  programmeRecordsStore.update(patientId, (records) => ({
    ...records,
    assessments: records.assessments.map((a) => {
      if (a.assessmentId !== assessmentId) return a;
      if ('version' in news) return { ...a, version: news.version };
      return theirs?.success ? { ...theirs.data, unsynced: false } : a;
    }),
  }));
});

onNews(PROGRAMME_KEY_PREFIX, (patientId, programmeId, news) => {
  const theirs = 'theirs' in news ? programmeSchema.safeParse(news.theirs) : null;
  programmeRecordsStore.update(patientId, (records) => ({
    ...records,
    programmes: records.programmes.map((p) => {
      if (p.programmeId !== programmeId) return p;
      if ('version' in news) return { ...p, version: news.version };
      if (!theirs?.success) return p;
      const { prescription } = theirs.data;
      return {
        ...theirs.data,
        unsynced: false,
        prescription: prescription && { ...prescription, unsynced: false },
      };
    }),
  }));
});

onNews(PRESCRIPTION_KEY_PREFIX, (patientId, programmeId, news) => {
  const theirs = 'theirs' in news ? prescriptionSchema.safeParse(news.theirs) : null;
  programmeRecordsStore.update(patientId, (records) => ({
    ...records,
    programmes: records.programmes.map((p) => {
      if (p.programmeId !== programmeId || !p.prescription) return p;
      if ('version' in news)
        return { ...p, prescription: { ...p.prescription, version: news.version } };
      return theirs?.success ? { ...p, prescription: { ...theirs.data, unsynced: false } } : p;
    }),
  }));
});
