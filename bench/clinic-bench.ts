/**
 * A clinic at size: 50 members and 5,000 patients with 10,000 sessions, against the same data in
 * a personal workspace on the same server, so the ratio is what the clinic adds (the member and
 * role read on every request, the audit append on a read). Seeded straight into the tables;
 * member rows go into the auth database as the organization plugin stores them.
 */
import { randomUUID } from 'node:crypto';
import type { DatabaseTarget } from '../src/server/config.js';
import { connect } from '../src/server/db/connect.js';
import type { DataSchema } from '../src/server/db/schema.js';
import type { ServerProcess } from '../src/server/test/server-process.js';
import { signUpClinician } from '../src/server/test/server-process.js';
import { TestClient } from '../src/server/test/test-server.js';
import { seedSessions, timeGets } from './scale-bench.js';

const MEMBERS = 50;
const PATIENTS = 5_000;
const SESSIONS = 10_000;
const BATCH = 500;
const ORG = '/api/auth/organization';

export interface ClinicRow {
  query: string;
  personal: { medianMs: number; p95Ms: number };
  clinic: { medianMs: number; p95Ms: number };
  /** clinic ÷ personal median; the target is ≤ 2. */
  ratio: number;
}

export interface ClinicResults {
  members: number;
  patients: number;
  sessions: number;
  rows: ClinicRow[];
}

async function seedPatients(target: DatabaseTarget, workspaceId: string): Promise<void> {
  const data = connect<DataSchema>(target);
  const now = Date.now();
  try {
    for (let start = 0; start < PATIENTS; start += BATCH) {
      const rows = [];
      for (let i = start; i < Math.min(PATIENTS, start + BATCH); i++) {
        const name = `Paciente ${String(i).padStart(4, '0')}`;
        rows.push({
          workspace_id: workspaceId,
          patient_id: `C-${String(i).padStart(4, '0')}`,
          patient_name: name,
          name_key: name.toLowerCase(),
          birth_date: '1960-01-01',
          sex: 'unknown',
          resting_hr: 68,
          notes: '',
          archived_at: null,
          created_at: now,
          updated_at: now,
          updated_by: null,
          updated_by_name: null,
        });
      }
      await data.db.insertInto('patients').values(rows).execute();
    }
  } finally {
    await data.close();
  }
}

/**
 * 49 more members: real accounts (signed up through the API, a few at a time, as their ids are
 * the member rows' foreign keys), joined as the organization plugin stores members.
 */
async function seedMembers(server: ServerProcess, clinicId: string): Promise<void> {
  const init = { headers: { origin: server.baseUrl } };
  const emails = Array.from(
    { length: MEMBERS - 1 },
    (_, i) => `member-${i}-${randomUUID().slice(0, 6)}@clinic.test`,
  );
  for (let i = 0; i < emails.length; i += 4) {
    await Promise.all(
      emails.slice(i, i + 4).map(async (email, k) => {
        const answer = await new TestClient(server.baseUrl).request(
          'POST',
          '/api/auth/sign-up/email',
          { name: `Membro ${i + k}`, email, password: 'correct horse battery' },
          init,
        );
        if (answer.status !== 200) throw new Error(`member sign-up: ${answer.status}`);
      }),
    );
  }
  const auth = connect<Record<string, Record<string, unknown>>>(server.authTarget);
  try {
    const users = await auth.db
      .selectFrom('user')
      .select('id')
      .where('email', 'in', emails)
      .execute();
    const rows = users.map((user, i) => ({
      id: randomUUID(),
      organizationId: clinicId,
      userId: user.id,
      role: i % 10 === 0 ? 'viewer' : 'member',
      createdAt: server.authTarget.kind === 'sqlite' ? Date.now() : new Date(),
    }));
    await auth.db.insertInto('member').values(rows).execute();
  } finally {
    await auth.close();
  }
}

export async function runClinicBench(
  server: ServerProcess,
  log: (line: string) => void,
): Promise<ClinicResults> {
  const client = new TestClient(server.baseUrl);
  const { userId } = await signUpClinician(client, 'Clinic Bench');
  const init = { headers: { origin: server.baseUrl } };
  const created = await client.request(
    'POST',
    `${ORG}/create`,
    { name: 'Clínica Bench', slug: `bench-${randomUUID().slice(0, 8)}` },
    init,
  );
  if (created.status !== 200) throw new Error(`clinic: ${created.status}`);
  const clinicId = created.body.id as string;
  const started = Date.now();
  for (const workspaceId of [userId, clinicId]) {
    await seedPatients(server.dataTarget, workspaceId);
    await seedSessions(server.dataTarget, workspaceId, 0, SESSIONS);
  }
  await seedMembers(server, clinicId);
  log(`clinic: seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);

  const setActive = async (organizationId: string | null) => {
    const answer = await client.request('POST', `${ORG}/set-active`, { organizationId }, init);
    if (answer.status !== 200) throw new Error(`set-active: ${answer.status}`);
  };
  const queries = [
    ['patient list (5,000)', '/api/patients'],
    ['history first page', '/api/activities?limit=50'],
  ] as const;
  const rows: ClinicRow[] = [];
  for (const [query, path] of queries) {
    await setActive(null);
    const personal = await timeGets(client, path);
    await setActive(clinicId);
    const clinic = await timeGets(client, path);
    if (personal.status !== 200 || clinic.status !== 200) {
      throw new Error(`${query}: ${personal.status}/${clinic.status}`);
    }
    const row = {
      query,
      personal: { medianMs: personal.medianMs, p95Ms: personal.p95Ms },
      clinic: { medianMs: clinic.medianMs, p95Ms: clinic.p95Ms },
      ratio: clinic.medianMs / personal.medianMs,
    };
    log(
      `clinic: ${query}: ${row.clinic.medianMs.toFixed(1)} ms in the clinic, ${row.personal.medianMs.toFixed(1)} ms personal (${row.ratio.toFixed(2)}×)`,
    );
    rows.push(row);
  }
  return { members: MEMBERS, patients: PATIENTS, sessions: SESSIONS, rows };
}
