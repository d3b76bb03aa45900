/**
 * An alarm's acknowledgement names the user who saved the session (name and e-mail), never the
 * text the client sent; replays stay replays (same version, nothing written) after a rename and
 * when a colleague edits the notes. On SQLite and PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../common/api/api-paths.js';
import type { ActivityInput } from '../../common/schemas/activity.js';
import { makeActivity, makePatient } from '../test/factories.js';
import { DATABASES, startTestServer, type TestServer } from '../test/test-server.js';
import { type Clinician, createClinic, newMember } from '../workspaces/clinic.test-helpers.js';

const ACKED: ActivityInput['events'] = [
  { t: 5_000, kind: 'alarm', value: { rule: 'above-max', measured: 171, limit: 160 } },
  { t: 7_000, kind: 'alarm-ack', value: { rule: 'above-max', by: 'Dra. Outra Pessoa' } },
  { t: 20_000, kind: 'alarm', value: { rule: 'battery-low', measured: 10, limit: 15 } },
  { t: 21_000, kind: 'alarm-ack', value: { rule: 'battery-low', by: 'Chefe' } },
];

describe.each(DATABASES)('alarm acknowledgers on %s', (kind) => {
  let server: TestServer;
  let owner: Clinician;
  let member: Clinician;

  const acknowledgers = async (client: Clinician, activityId: string) => {
    const answer = await client.get(apiPaths.activity(activityId));
    expect(answer.status).toBe(200);
    return answer.body.activity.events
      .filter((e: { kind: string }) => e.kind === 'alarm-ack')
      .map((e: { value: { by: string } }) => e.value.by);
  };

  beforeAll(async () => {
    server = await startTestServer(kind);
    owner = await server.signUp('Dra. Olga Dona');
    const clinicId = await createClinic(owner, 'Clínica Alarmes');
    member = await newMember(server, owner, clinicId, 'member', 'Fisio Membro');
    expect((await owner.put(apiPaths.patient('A-1'), makePatient())).status).toBe(200);
  });
  afterAll(() => server.close());

  it('stores the saving user as who acknowledged, whatever the client wrote', async () => {
    const { activityId, ...body } = makeActivity('A-1', { events: ACKED });
    const saved = await member.put(apiPaths.activity(activityId), body);
    expect(saved.status).toBe(200);
    const me = `Fisio Membro <${member.email}>`;
    expect(await acknowledgers(owner, activityId)).toEqual([me, me]);

    // The same save again is a replay: nothing written, same version.
    const replay = await member.put(apiPaths.activity(activityId), body);
    expect(replay.status).toBe(200);
    expect(replay.body.activity.version).toBe(1);
    expect(replay.body.activity.updatedAt).toBe(saved.body.activity.updatedAt);

    // Renamed since: the outbox's replay is still the same save, and the record keeps its name.
    const renamed = await member.post('/api/auth/update-user', { name: 'Fisio Renomeado' });
    expect(renamed.status).toBe(200);
    const later = await member.put(apiPaths.activity(activityId), body);
    expect(later.status).toBe(200);
    expect(later.body.activity.version).toBe(1);
    expect(await acknowledgers(owner, activityId)).toEqual([me, me]);

    // A colleague edits the notes of the session as they read it: only the notes change.
    const read = (await owner.get(apiPaths.activity(activityId))).body.activity;
    const edited = await owner.put(apiPaths.activity(activityId), {
      ...body,
      events: read.events,
      notes: 'Revisado',
    });
    expect(edited.status).toBe(200);
    expect(edited.body.activity.version).toBe(2);
    expect(await acknowledgers(owner, activityId)).toEqual([me, me]);
  });

  it('refuses a change of acknowledgements on a saved session as a change of its recording', async () => {
    const { activityId, ...body } = makeActivity('A-1', { events: ACKED });
    expect((await member.put(apiPaths.activity(activityId), body)).status).toBe(200);
    const fewer = await owner.put(apiPaths.activity(activityId), {
      ...body,
      events: ACKED.slice(0, 2),
    });
    expect(fewer.status).toBe(409);
  });
});
