import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes } from '../common/api/api-paths.js';
import { startTestServer, type TestServer } from './test/test-server.js';

/** What each shared route pattern answers; docs/api.md's table and /api/openapi.json list the same calls. */
const METHODS: Record<keyof typeof apiRoutes, string[]> = {
  health: ['GET'],
  healthLive: ['GET'],
  config: ['GET'],
  openApi: ['GET'],
  auth: ['GET', 'POST'],
  me: ['GET', 'DELETE'],
  meUnlock: ['POST'],
  meLock: ['POST'],
  meActivity: ['POST'],
  clinicSettings: ['GET', 'PUT'],
  attendance: ['GET'],
  export: ['GET'],
  patients: ['GET'],
  patient: ['GET', 'PUT', 'DELETE'],
  patientTrend: ['GET'],
  patientFhir: ['GET'],
  patientAssessments: ['GET'],
  patientAssessment: ['GET', 'PUT'],
  patientProgrammes: ['GET'],
  patientProgramme: ['GET', 'PUT'],
  programmePrescription: ['PUT'],
  programmePrescriptions: ['GET'],
  programmeReviews: ['GET', 'POST'],
  programmeSummary: ['GET'],
  programmeDischarge: ['POST'],
  reviewsDue: ['GET'],
  clinicians: ['GET'],
  clinician: ['PUT'],
  memberResetLink: ['POST'],
  activities: ['GET'],
  activity: ['GET', 'PUT', 'DELETE'],
  activityOfflineCopies: ['GET'],
  audit: ['GET'],
  auditCsv: ['GET'],
  patientTransfers: ['POST'],
  classSlots: ['GET'],
  classSlot: ['GET', 'PUT', 'DELETE'],
  slotEnrolment: ['PUT', 'DELETE'],
  slotDay: ['GET'],
  slotDayPatient: ['PUT'],
  missedSessions: ['GET'],
  homeAccess: ['GET', 'POST', 'DELETE'],
  homeJoin: ['POST'],
  homeLink: ['GET'],
  homeConsent: ['GET', 'POST', 'DELETE'],
  clinicHomeConsent: ['GET', 'PUT'],
  homeToday: ['GET'],
  homeCheckIn: ['PUT'],
  homeClearance: ['GET', 'PUT'],
  homeSessions: ['GET'],
  homeSession: ['PUT'],
  homeMessages: ['GET', 'POST'],
  homeInbox: ['GET'],
  homeInboxCount: ['GET'],
  homeInboxReview: ['POST'],
  pushPublicKey: ['GET'],
  pushSubscriptions: ['GET', 'POST', 'DELETE'],
};

describe('API routes', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('sqlite');
  });
  afterAll(() => server.close());

  it('registers every shared route pattern with its methods', () => {
    for (const [name, url] of Object.entries(apiRoutes)) {
      for (const method of METHODS[name as keyof typeof apiRoutes]) {
        expect(server.app.hasRoute({ method, url }), `${method} ${url}`).toBe(true);
      }
    }
  });
});
