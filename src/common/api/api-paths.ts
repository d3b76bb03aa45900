/**
 * Every API URL once: `apiRoutes` are the patterns the server registers (Fastify syntax), and
 * `apiPaths` builds each concrete URL from its pattern for the web app. Kept free of zod, so the
 * sign-in page can use it without loading a schema library.
 */
import type { ActivityType } from '../schemas/activity.js';
import type { AssessmentKind } from '../schemas/assessment.js';
import type { AuditAction } from '../schemas/audit.js';

/** Where the auth service (Better Auth) answers; it owns every path below. */
export const AUTH_BASE_PATH = '/api/auth';

export const apiRoutes = {
  health: '/api/health',
  healthLive: '/api/health/live',
  config: '/api/config',
  openApi: '/api/openapi.json',
  auth: `${AUTH_BASE_PATH}/*`,
  me: '/api/me',
  meUnlock: '/api/me/unlock',
  meLock: '/api/me/lock',
  meActivity: '/api/me/activity',
  clinicSettings: '/api/clinic-settings',
  attendance: '/api/attendance',
  export: '/api/export',
  patients: '/api/patients',
  patient: '/api/patients/:patientId',
  patientTrend: '/api/patients/:patientId/trend',
  patientFhir: '/api/patients/:patientId/fhir',
  patientAssessments: '/api/patients/:patientId/assessments',
  patientAssessment: '/api/patients/:patientId/assessments/:assessmentId',
  patientProgrammes: '/api/patients/:patientId/programmes',
  patientProgramme: '/api/patients/:patientId/programmes/:programmeId',
  programmePrescription: '/api/patients/:patientId/programmes/:programmeId/prescription',
  programmePrescriptions: '/api/patients/:patientId/programmes/:programmeId/prescriptions',
  programmeReviews: '/api/patients/:patientId/programmes/:programmeId/reviews',
  programmeSummary: '/api/patients/:patientId/programmes/:programmeId/summary',
  programmeDischarge: '/api/patients/:patientId/programmes/:programmeId/discharge',
  reviewsDue: '/api/reviews/due',
  clinicians: '/api/clinicians',
  clinician: '/api/clinicians/:userId',
  memberResetLink: '/api/clinic-members/:userId/reset-link',
  activities: '/api/activities',
  activity: '/api/activities/:activityId',
  activityOfflineCopies: '/api/activities/offline-copies',
  audit: '/api/audit',
  auditCsv: '/api/audit.csv',
  patientTransfers: '/api/patient-transfers',
  classSlots: '/api/class-slots',
  classSlot: '/api/class-slots/:slotId',
  slotEnrolment: '/api/class-slots/:slotId/enrolments/:patientId',
  slotDay: '/api/class-slots/:slotId/days/:date',
  slotDayPatient: '/api/class-slots/:slotId/days/:date/patients/:patientId',
  missedSessions: '/api/missed-sessions',
  homeAccess: '/api/patients/:patientId/home-access',
  homeJoin: '/api/home/join',
  homeLink: '/api/home/link',
  homeConsent: '/api/home/consent',
  clinicHomeConsent: '/api/clinic-settings/home-consent',
  homeToday: '/api/home/today',
  homeCheckIn: '/api/home/check-ins/:checkInId',
  homeClearance: '/api/patients/:patientId/programmes/:programmeId/home-clearance',
  homeSessions: '/api/home/sessions',
  homeSession: '/api/home/sessions/:activityId',
  homeMessages: '/api/home/messages',
  homeInbox: '/api/home/inbox',
  homeInboxCount: '/api/home/inbox/count',
  homeInboxReview: '/api/home/inbox/:itemId/review',
  pushPublicKey: '/api/push/public-key',
  pushSubscriptions: '/api/push/subscriptions',
} as const;

/** The `:name` parameters of a route pattern, e.g. `'patientId'`. */
type RouteParams<Pattern extends string> = Pattern extends `${string}:${infer Name}/${infer Rest}`
  ? Name | RouteParams<`/${Rest}`>
  : Pattern extends `${string}:${infer Name}`
    ? Name
    : never;

/** The pattern with each `:name` replaced by its value, encoded as one path segment. */
function fill<Pattern extends string>(
  pattern: Pattern,
  params: Record<RouteParams<Pattern>, string>,
): string {
  return pattern.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(params[name as RouteParams<Pattern>]),
  );
}

/** The URL with a query string of the given values, in their order; undefined and null are left out. */
function withQuery(
  path: string,
  query: Record<string, string | number | null | undefined>,
): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** Filters and paging of `GET /api/activities` (the history). */
interface ActivitiesPathQuery {
  limit?: number;
  patientId?: string;
  /** A class's sessions (the class report). */
  classId?: string;
  type?: ActivityType;
  from?: number;
  to?: number;
  /** `nextCursor` of the previous page. */
  cursor?: string | null;
}

/** Filters of the audit trail (`GET /api/audit` and its CSV download). */
interface AuditPathFilters {
  patientId?: string;
  actorId?: string;
  action?: AuditAction;
  from?: number;
  to?: number;
}

const ORGANIZATION_PATH = `${AUTH_BASE_PATH}/organization`;

/**
 * The auth service's endpoints the web app calls: POST, except the reads named `get…`/`list…`
 * (GET). Clinics are Better Auth organizations.
 */
const authPaths = {
  signIn: `${AUTH_BASE_PATH}/sign-in/email`,
  signUp: `${AUTH_BASE_PATH}/sign-up/email`,
  signOut: `${AUTH_BASE_PATH}/sign-out`,
  updateUser: `${AUTH_BASE_PATH}/update-user`,
  changePassword: `${AUTH_BASE_PATH}/change-password`,
  /** "Forgot password?": e-mails a one-time link (with SMTP_URL), in Accept-Language's language. */
  requestPasswordReset: `${AUTH_BASE_PATH}/request-password-reset`,
  /** `{ token, newPassword }` from a reset link. */
  resetPassword: `${AUTH_BASE_PATH}/reset-password`,
  getSession: `${AUTH_BASE_PATH}/get-session`,
  createClinic: `${ORGANIZATION_PATH}/create`,
  listClinics: `${ORGANIZATION_PATH}/list`,
  setActiveClinic: `${ORGANIZATION_PATH}/set-active`,
  getFullClinic: `${ORGANIZATION_PATH}/get-full-organization`,
  getActiveMember: `${ORGANIZATION_PATH}/get-active-member`,
  inviteMember: `${ORGANIZATION_PATH}/invite-member`,
  cancelInvitation: `${ORGANIZATION_PATH}/cancel-invitation`,
  acceptInvitation: `${ORGANIZATION_PATH}/accept-invitation`,
  getInvitation: (invitationId: string) =>
    withQuery(`${ORGANIZATION_PATH}/get-invitation`, { id: invitationId }),
  updateMemberRole: `${ORGANIZATION_PATH}/update-member-role`,
  removeMember: `${ORGANIZATION_PATH}/remove-member`,
} as const;

export const apiPaths = {
  /** Readiness: both databases answer. */
  health: () => apiRoutes.health,
  /** Liveness: the process serves. */
  healthLive: () => apiRoutes.healthLive,
  config: () => apiRoutes.config,
  auth: authPaths,
  me: () => apiRoutes.me,
  /** POST: the password typed on the inactivity lock, checked like a sign-in. */
  meUnlock: () => apiRoutes.meUnlock,
  /** POST: the screen locked; this session's data requests answer 423 until the unlock. */
  meLock: () => apiRoutes.meLock,
  /** POST: the clinician is using the app (input) though it sends nothing: not idle. */
  meActivity: () => apiRoutes.meActivity,
  /** GET (any member) and PUT (owner or admin): the active workspace's inactivity lock. */
  clinicSettings: () => apiRoutes.clinicSettings,
  /** Who attended which class and when (every role, the front desk too), newest first. */
  attendance: (range: { from?: number; to?: number } = {}) =>
    withQuery(apiRoutes.attendance, range),
  /** The workspace's export, its file named for the day in `timeZone`. */
  export: (timeZone?: string) => withQuery(apiRoutes.export, { timeZone }),
  /** Archived patients are listed only when asked for. */
  patients: ({ includeArchived = false }: { includeArchived?: boolean } = {}) =>
    withQuery(apiRoutes.patients, { includeArchived: includeArchived ? 'true' : undefined }),
  patient: (patientId: string) => fill(apiRoutes.patient, { patientId }),
  /** Weeks start on Monday in the IANA zone `timeZone` (left out: the clinic's). */
  patientTrend: (patientId: string, timeZone?: string) =>
    withQuery(fill(apiRoutes.patientTrend, { patientId }), { timeZone }),
  patientFhir: (patientId: string) => fill(apiRoutes.patientFhir, { patientId }),
  /** A patient's assessments, newest date first; `kind` narrows the list. */
  patientAssessments: (patientId: string, kind?: AssessmentKind) =>
    withQuery(fill(apiRoutes.patientAssessments, { patientId }), { kind }),
  patientAssessment: (patientId: string, assessmentId: string) =>
    fill(apiRoutes.patientAssessment, { patientId, assessmentId }),
  patientProgrammes: (patientId: string) => fill(apiRoutes.patientProgrammes, { patientId }),
  patientProgramme: (patientId: string, programmeId: string) =>
    fill(apiRoutes.patientProgramme, { patientId, programmeId }),
  /** PUT: a new prescription version, its target computed by the server. */
  programmePrescription: (patientId: string, programmeId: string) =>
    fill(apiRoutes.programmePrescription, { patientId, programmeId }),
  /** Every prescription version, newest first. */
  programmePrescriptions: (patientId: string, programmeId: string) =>
    fill(apiRoutes.programmePrescriptions, { patientId, programmeId }),
  /** POST a review `{ note, sign }`; GET the reviews, newest first, with the plan's hash. */
  programmeReviews: (patientId: string, programmeId: string) =>
    fill(apiRoutes.programmeReviews, { patientId, programmeId }),
  /** The programmes whose signature is owed, first reviews counted in the days of `timeZone`. */
  reviewsDue: (timeZone?: string) => withQuery(apiRoutes.reviewsDue, { timeZone }),
  /** Who in the workspace is a physician, with their registration. */
  clinicians: () => apiRoutes.clinicians,
  /**
   * Progress and discharge summary; once discharged, the summary frozen then. Days and weeks in
   * the IANA zone `timeZone` (left out: the clinic's).
   */
  programmeSummary: (patientId: string, programmeId: string, timeZone?: string) =>
    withQuery(fill(apiRoutes.programmeSummary, { patientId, programmeId }), { timeZone }),
  /** POST `{ recommendations }`: discharge, freezing the summary with days in `timeZone`. */
  programmeDischarge: (patientId: string, programmeId: string, timeZone?: string) =>
    withQuery(fill(apiRoutes.programmeDischarge, { patientId, programmeId }), { timeZone }),
  clinician: (userId: string) => fill(apiRoutes.clinician, { userId }),
  /** POST: a one-time password reset link for a member of the active clinic (owner/admin). */
  memberResetLink: (userId: string) => fill(apiRoutes.memberResetLink, { userId }),
  activities: ({ limit, patientId, classId, type, from, to, cursor }: ActivitiesPathQuery = {}) =>
    withQuery(apiRoutes.activities, { limit, patientId, classId, type, from, to, cursor }),
  /**
   * One session whole. `purpose` tells the audit trail why it is read: `csv` or `print` when the
   * client fetches it to make a CSV file or a printed report (the default is a screen view).
   */
  activity: (activityId: string, purpose?: 'csv' | 'print') =>
    withQuery(fill(apiRoutes.activity, { activityId }), { purpose }),
  /**
   * Sessions whole, copied to the device for offline use in the background: one audit event
   * (`activity.offline-copy`) for the batch, not a read per session.
   */
  activityOfflineCopies: (activityIds: readonly string[]) =>
    withQuery(apiRoutes.activityOfflineCopies, { activityIds: activityIds.join(',') }),
  /** The workspace's audit trail, newest first (owner or admin). */
  audit: (
    { patientId, actorId, action, from, to }: AuditPathFilters = {},
    page: { limit?: number; cursor?: string | null } = {},
  ) =>
    withQuery(apiRoutes.audit, {
      patientId,
      actorId,
      action,
      from,
      to,
      limit: page.limit,
      cursor: page.cursor,
    }),
  /** The same trail as a CSV file (attachment). */
  auditCsv: ({ patientId, actorId, action, from, to }: AuditPathFilters = {}) =>
    withQuery(apiRoutes.auditCsv, { patientId, actorId, action, from, to }),
  /** POST: move personal patients with their sessions into a clinic. */
  patientTransfers: () => apiRoutes.patientTransfers,
  /** The clinic's class slots (every role reads; owner or admin writes). */
  classSlots: () => apiRoutes.classSlots,
  classSlot: (slotId: string) => fill(apiRoutes.classSlot, { slotId }),
  /** PUT `{ since? }` / DELETE: a patient expected in the slot (front desk and above). */
  slotEnrolment: (slotId: string, patientId: string) =>
    fill(apiRoutes.slotEnrolment, { slotId, patientId }),
  /** Who is expected on that day (YYYY-MM-DD, the clinic's) and their status. */
  slotDay: (slotId: string, date: string) => fill(apiRoutes.slotDay, { slotId, date }),
  /** PUT `{ status, reason? }`: a check-in, absence or no-show. */
  slotDayPatient: (slotId: string, date: string, patientId: string) =>
    fill(apiRoutes.slotDayPatient, { slotId, date, patientId }),
  /** Patients who missed their last two expected sessions up to `date` (the follow-up call). */
  missedSessions: (date: string) => withQuery(apiRoutes.missedSessions, { date }),
  /** POST: a single-use home-access code for the patient (7 days); DELETE revokes it all. */
  homeAccess: (patientId: string) => fill(apiRoutes.homeAccess, { patientId }),
  /** POST `{ code }`: the signed-in account becomes that patient's user. */
  homeJoin: () => apiRoutes.homeJoin,
  /** The patient user's link (clinic, patient), revoked or not; null for other accounts. */
  homeLink: () => apiRoutes.homeLink,
  /** GET the consent in force (in `language`), POST `{ sha256 }` accepts it, DELETE withdraws. */
  homeConsent: (language?: 'pt-BR' | 'en') => withQuery(apiRoutes.homeConsent, { language }),
  /** GET the clinic's consent texts; PUT (owner or admin) replaces them with a new version. */
  clinicHomeConsent: () => apiRoutes.clinicHomeConsent,
  /** The patient user's plan for today, or `{ allowed: false, reason }`. */
  homeToday: () => apiRoutes.homeToday,
  /** PUT `{ answers, at }`: the check-in before a home session (idempotent by its UUID). */
  homeCheckIn: (checkInId: string) => fill(apiRoutes.homeCheckIn, { checkInId }),
  /** GET; PUT `{ homeCleared }` (a physician): intermediate risk cleared for home sessions. */
  homeClearance: (patientId: string, programmeId: string) =>
    fill(apiRoutes.homeClearance, { patientId, programmeId }),
  /** The patient user's own home sessions, newest first (`nextCursor` pages on). */
  homeSessions: (cursor?: string | null) => withQuery(apiRoutes.homeSessions, { cursor }),
  /** PUT: a home session (the activity body; the patient is the link's). */
  homeSession: (activityId: string) => fill(apiRoutes.homeSession, { activityId }),
  /**
   * GET: a page of a message thread, newest first; POST `{ text, messageId?, patientId? }`.
   * A clinic member names the patient; a patient user reads and writes its own thread.
   */
  homeMessages: (query: { patientId?: string; cursor?: string | null; limit?: number } = {}) =>
    withQuery(apiRoutes.homeMessages, query),
  /** The clinic's review inbox of home sessions, most serious first. */
  homeInbox: (query: { limit?: number; cursor?: string | null } = {}) =>
    withQuery(apiRoutes.homeInbox, query),
  /** `{ total }`: the inbox's open rows, for Home's count (no patient named, so not audited). */
  homeInboxCount: () => apiRoutes.homeInboxCount,
  /** POST: marks an inbox row reviewed. */
  homeInboxReview: (itemId: string) => fill(apiRoutes.homeInboxReview, { itemId }),
  pushSubscriptions: (endpoint?: string) => withQuery(apiRoutes.pushSubscriptions, { endpoint }),
};
