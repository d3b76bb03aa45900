/**
 * The promise docs/scaling.md makes for a sharded PostgreSQL (Citus), kept on SQLite and
 * PostgreSQL alike: every tenant table is keyed by workspace_id first and holds it in every
 * unique index; and every query the API runs on the data database is pinned to the caller's
 * workspace, read from the compiled Kysely operation nodes. What legitimately spans workspaces
 * is a named exception below, with its reason, and must still happen (or the list is stale).
 */
import {
  DummyDriver,
  Kysely,
  type OperationNode,
  RawNode,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
} from 'kysely';
import { describe, expect, it } from 'vitest';
import { apiRoutes } from '../../common/api/api-paths.js';
import { emptyDatabase } from '../test/empty-database.js';
import { DATABASES, startTestServer } from '../test/test-server.js';
import { connect } from './connect.js';
import { migrateDataDatabase } from './migrate.js';
import type { DataSchema } from './schema.js';
import { checkTenantKey, TENANT_KEY, updatedColumns } from './tenant-queries.test-helpers.js';
import {
  callEveryDataEndpoint,
  type RequestLabel,
  type RouteName,
} from './tenant-scenario.test-helpers.js';
import { schemaShape } from './tenant-schema.test-helpers.js';

/** Distributed by workspace_id and co-located: all of a workspace's rows are on one shard. */
const DISTRIBUTED_TABLES = {
  workspaces:
    'one row per workspace; distributed, not a reference table, so making a workspace and ' +
    'deleting an account each stay on one shard',
  patients: "a workspace's patients",
  activities: "a workspace's recorded sessions",
  audit_events: "a workspace's audit trail (appended in the write's transaction)",
  assessments: "a workspace's patients' assessments",
  programmes: "a workspace's rehabilitation programmes",
  prescriptions: "every version of a workspace's programmes' prescriptions",
  reviews: "a workspace's programme reviews and signatures",
  clinician_profiles: 'who is a physician in a workspace, with their registration',
  discharges: "a workspace's programme discharges, each with its frozen summary",
  class_slots: "a workspace's recurring class slots",
  slot_enrolments: "the patients expected in a workspace's class slots",
  slot_attendance: "each day's check-ins and absences in a workspace's class slots",
  home_access_codes: "the single-use home-access codes made for a clinic's patients",
  home_links: "the accounts linked to a clinic's patients (patient users)",
  home_consent_versions: "every version of a clinic's telemonitoring consent",
  home_consents: "each patient user's consent acceptances and withdrawals",
  home_clearances: "a physician's home clearance of a workspace's programmes",
  home_check_ins: "the check-ins of a workspace's patient users before home sessions",
  home_messages: 'the message threads between a clinic and its patients',
  home_inbox: "the review inbox of a workspace's home sessions and red-flag check-ins",
  push_subscriptions:
    "the Web Push subscriptions of a workspace's members' and patient users' devices",
  push_reminder_claims: "which day's reminder of a workspace's push subscriptions was sent",
};

/** Not tenant data: plain tables on the Citus coordinator, never read by a request. */
const COORDINATOR_TABLES = {
  ritmo_migrations: "Kysely's record of the migrations run (migrate.ts)",
  kysely_migration_lock: "Kysely's lock that lets one server migrate at a time",
};

const TENANT_TABLES = new Set(Object.keys(DISTRIBUTED_TABLES));

/** Each route pattern with the methods whose queries are checked, or why it has none. */
const ROUTES: Record<RouteName, readonly string[] | string> = {
  health: 'readiness: `select 1` on each database (the ping exception), no table',
  healthLive: 'liveness: no database',
  config: 'static configuration: no database',
  openApi: 'the API document, built at start: no database',
  auth: 'the auth service: its own database, not sharded',
  me: ['GET', 'DELETE'],
  meUnlock: 'checks the password in the auth database: no data table',
  meLock: "writes the session's lock in the auth database: no data table",
  meActivity: "the lock guard's last-seen in the auth database (and the clinic's limit)",
  // PUT changes only a clinic's row (`where workspace_id`); in this personal scenario it is a 403.
  clinicSettings: ['GET'],
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
  memberResetLink:
    "a clinic owner's or admin's call (403 in this personal scenario); it reads `patients where workspace_id` the member's own and appends to the clinic's trail",
  activities: ['GET'],
  activity: ['GET', 'PUT', 'DELETE'],
  activityOfflineCopies: ['GET'],
  audit: ['GET'],
  auditCsv: ['GET'],
  classSlots: ['GET'],
  classSlot: ['GET', 'PUT', 'DELETE'],
  slotEnrolment: ['PUT', 'DELETE'],
  slotDay: ['GET'],
  slotDayPatient: ['PUT'],
  missedSessions: ['GET'],
  homeAccess:
    "a clinic member's call (403 in this personal scenario); it writes `home_access_codes` and `home_links where workspace_id`; GET reads them and `home_consents` the same way",
  homeJoin:
    'finds a code by its SHA-256 alone (the caller names no clinic): a named exception in docs/scaling.md; the spend and the link name its workspace',
  homeLink:
    "finds the account's patient link by user id alone (the caller names no clinic): a named exception in docs/scaling.md",
  homeConsent:
    "a patient user's call (403 for this clinician): its link is found by user id (the named exception), then every query names the link's clinic",
  homeToday:
    "a patient user's call (403 for this clinician): its link is found by user id (the named exception), then every query names the link's clinic",
  homeCheckIn:
    "a patient user's call (403 for this clinician): its link is found by user id (the named exception), then every query names the link's clinic",
  homeClearance:
    "a clinic physician's call (403 in this personal scenario): every query names the clinic",
  homeSessions:
    "a patient user's call (403 for this clinician): its link is found by user id (the named exception), then every query names the link's clinic",
  homeSession:
    "a patient user's call (403 for this clinician): its link is found by user id (the named exception), then every query names the link's clinic",
  homeMessages:
    "a patient user's call (403 for this clinician): its link is found by user id (the named exception), then every query names the link's clinic; a clinic member's names the clinic (403 in this personal scenario)",
  homeInbox: ['GET'],
  homeInboxCount: ['GET'],
  homeInboxReview:
    "a member's call: one `home_inbox` row (and the patients' and programmes' of an overdue patient) `where workspace_id`, its audit event in the same transaction",
  pushPublicKey: "the server's VAPID public key: no database",
  pushSubscriptions:
    "a patient user's device: its link is found by user id (the named exception), then every query names the link's clinic; a member's names the workspace it works in",
  clinicHomeConsent:
    'a clinic setting (403 in this personal scenario): every query names the clinic',
  patientTransfers:
    'moves a patient between two workspaces (personal → clinic): each statement names one of them; a named exception in docs/scaling.md',
};

interface CapturedQuery {
  /** 'startup' until buildApp has returned; then the request it ran in, or null (none). */
  during: 'startup' | RequestLabel | null;
  node: OperationNode;
}

function rawSql(node: OperationNode): string | null {
  return RawNode.is(node) ? node.sqlFragments.join('?').trim().toLowerCase() : null;
}

function isRetentionPurge(node: OperationNode): boolean {
  const update = updatedColumns(node);
  return update?.table === 'activities' && update.columns.join() === 'events,notes,samples';
}

/** A statement on tenant tables only, keyed as the rules ask, naming exactly one workspace. */
function pinnedToOneWorkspace(node: OperationNode): boolean {
  const check = checkTenantKey(node, TENANT_TABLES);
  const tenantOnly = [...check.tables].every((table) => TENANT_TABLES.has(table));
  return check.problems.length === 0 && tenantOnly && check.workspaceIds.size === 1;
}

/** What may span workspaces, and why; docs/scaling.md lists the same. */
const EXCEPTIONS: { name: string; reason: string; matches(q: CapturedQuery): boolean }[] = [
  {
    name: 'deleted-session retention purge',
    reason: 'purgeDeletedActivities: a timer sweeps every workspace, no request waits on it',
    matches: (q) => isRetentionPurge(q.node),
  },
  {
    name: 'schema migrations',
    reason: 'migrateDataDatabase runs before the server listens; DDL reaches every shard',
    matches: (q) => q.during === 'startup',
  },
  {
    name: 'transaction control',
    reason: 'begin/commit around one request; the statements inside are checked one by one',
    matches: (q) => ['begin', 'commit', 'rollback'].includes(rawSql(q.node) ?? ''),
  },
  {
    name: 'audit events from the auth service',
    reason:
      'sign-ins and clinic membership changes (audit/auth-audit.ts) go to each trail they concern, and deleting a clinic counts its records (workspaces/clinic-deletion.ts): auth requests, one workspace per statement',
    matches: (q) => q.during === null && pinnedToOneWorkspace(q.node),
  },
  {
    name: 'readiness ping',
    reason: '`select 1` from /api/health reads no table',
    matches: (q) => rawSql(q.node) === 'select 1',
  },
];

/** Each captured query against the rules, or the named exception it falls under. */
function judge(captured: CapturedQuery[]) {
  const problems: string[] = [];
  const exceptionsUsed = new Map(EXCEPTIONS.map((e) => [e.name, 0]));
  const checkedPerRoute = new Map<string, number>();
  for (const query of captured) {
    const exception = EXCEPTIONS.find((e) => e.matches(query));
    if (exception) {
      exceptionsUsed.set(exception.name, exceptionsUsed.get(exception.name)! + 1);
      continue;
    }
    const label = query.during === 'startup' ? null : query.during;
    const where = label ? `${label.method} ${apiRoutes[label.route]}` : 'outside any request';
    const sql = rawSql(query.node);
    if (sql !== null) {
      problems.push(`${where}: raw SQL cannot be checked: ${sql}`);
      continue;
    }
    const check = checkTenantKey(query.node, TENANT_TABLES);
    problems.push(...check.problems.map((p) => `${where}: ${p}`));
    const others = [...check.tables].filter((t) => !TENANT_TABLES.has(t));
    if (others.length > 0) problems.push(`${where}: reads non-tenant tables ${others}`);
    if (check.tables.size === 0) problems.push(`${where}: a ${query.node.kind} on no table`);
    // One request, one workspace: a pinned value is the caller's own, never another's.
    const pinned = [...check.workspaceIds];
    if (!label || pinned.length !== 1 || pinned[0] !== label.workspaceId) {
      problems.push(`${where}: pinned to ${JSON.stringify(pinned)}, not the caller's workspace`);
    }
    if (label) {
      const key = `${label.method} ${label.route}`;
      checkedPerRoute.set(key, (checkedPerRoute.get(key) ?? 0) + 1);
    }
  }
  return { problems, exceptionsUsed, checkedPerRoute };
}

describe.each(DATABASES)('tenant key on %s', (kind) => {
  it('keys every tenant table by workspace_id first, in every unique index, without sequences', async () => {
    const connection = connect<unknown>(await emptyDatabase(kind));
    try {
      await migrateDataDatabase(connection);
      const { tables, sequences } = await schemaShape(connection);
      const listed = [...TENANT_TABLES, ...Object.keys(COORDINATOR_TABLES)];
      expect(tables.map((t) => t.name).sort(), 'a new table must be listed').toEqual(listed.sort());
      const problems: string[] = [];
      for (const table of tables.filter((t) => TENANT_TABLES.has(t.name))) {
        if (table.primaryKey[0] !== TENANT_KEY) {
          problems.push(`${table.name}: primary key (${table.primaryKey}) does not start with it`);
        }
        for (const index of table.uniqueIndexes.filter((i) => !i.columns.includes(TENANT_KEY))) {
          problems.push(`${table.name}: unique index ${index.name} (${index.columns}) lacks it`);
        }
      }
      expect(problems).toEqual([]);
      // Citus co-locates tables whose distribution columns have one type.
      const keyTypes = tables
        .filter((t) => TENANT_TABLES.has(t.name))
        .map((t) => t.workspaceIdType);
      expect(new Set(keyTypes).size).toBe(1);
      expect(keyTypes[0]).toMatch(/^(varchar|character varying)\(64\)$/);
      expect(sequences).toEqual([]);
    } finally {
      await connection.close();
    }
  });

  it("pins every query of every data endpoint to the caller's workspace", async () => {
    const captured: CapturedQuery[] = [];
    let during: CapturedQuery['during'] = 'startup';
    const server = await startTestServer(
      kind,
      {},
      { onDataQuery: (_ms, query) => captured.push({ during, node: query.query }) },
    );
    try {
      during = null;
      await callEveryDataEndpoint(server, (label) => {
        during = label;
      });
    } finally {
      await server.close();
    }

    const { problems, exceptionsUsed, checkedPerRoute } = judge(captured);
    expect(problems).toEqual([]);

    expect(Object.keys(ROUTES).sort(), 'a new route must be listed').toEqual(
      Object.keys(apiRoutes).sort(),
    );
    const uncovered = Object.entries(ROUTES).flatMap(([route, methods]) =>
      typeof methods === 'string'
        ? []
        : methods.map((m) => `${m} ${route}`).filter((key) => !checkedPerRoute.has(key)),
    );
    expect(uncovered, 'every data endpoint ran checked queries').toEqual([]);
    const unused = [...exceptionsUsed].filter(([, count]) => count === 0).map(([name]) => name);
    expect(unused, 'every exception still happens').toEqual([]);
  });
});

describe('the tenant-key check', () => {
  // Compiles without a database, so each shape below is exactly the one named.
  const db = new Kysely<DataSchema>({
    dialect: {
      createAdapter: () => new SqliteAdapter(),
      createDriver: () => new DummyDriver(),
      createIntrospector: (k) => new SqliteIntrospector(k),
      createQueryCompiler: () => new SqliteQueryCompiler(),
    },
  });
  const problemsOf = (query: { toOperationNode(): OperationNode }) =>
    checkTenantKey(query.toOperationNode(), TENANT_TABLES).problems;
  const activities = () => db.selectFrom('activities').select('activity_id');

  it('accepts a pinned query and a join on the tenant key', () => {
    const join = db
      .selectFrom('patients')
      .leftJoin('activities', (j) =>
        j
          .onRef('activities.workspace_id', '=', 'patients.workspace_id')
          .on('activity_id', '=', 'a'),
      )
      .select('patients.patient_id')
      .where('patients.workspace_id', '=', 'ws-1');
    expect(problemsOf(join)).toEqual([]);
    expect(checkTenantKey(join.toOperationNode(), TENANT_TABLES).workspaceIds).toEqual(
      new Set(['ws-1']),
    );
  });

  it.each([
    ['no tenant key', activities().where('activity_id', '=', 'a')],
    ['IN instead of =', activities().where('workspace_id', 'in', ['ws-1', 'ws-2'])],
    [
      'inside an OR',
      activities().where((eb) =>
        eb.or([eb('workspace_id', '=', 'ws-1'), eb('deleted_at', 'is', null)]),
      ),
    ],
    [
      'a join on another column',
      db
        .selectFrom('patients')
        .innerJoin('activities', 'activities.patient_id', 'patients.patient_id')
        .select('activities.activity_id')
        .where('patients.workspace_id', '=', 'ws-1'),
    ],
    [
      'an unpinned subquery',
      db
        .selectFrom('patients')
        .select('patient_id')
        .where('workspace_id', '=', 'ws-1')
        .where('patient_id', 'in', activities().select('patient_id')),
    ],
    ['an insert without it', db.insertInto('workspaces').values({ created_at: 1 } as never)],
    [
      'moving a row',
      db.updateTable('patients').set({ workspace_id: 'ws-2' }).where('workspace_id', '=', 'ws-1'),
    ],
    ['an unpinned delete', db.deleteFrom('patients').where('patient_id', '=', 'P-1')],
  ])('refuses %s', (_name, query) => {
    expect(problemsOf(query)).not.toEqual([]);
  });
});
