/**
 * Patient users (PRODUCT.md section 12): a member makes a single-use, seven-day code for a
 * patient, a signed-in account spends it and becomes that patient's user, and revoking ends the
 * access on the next request. On SQLite and PostgreSQL, with the app's clock moved, not awaited.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../common/api/api-paths.js';
import { makePatient } from '../test/factories.js';
import { type Mailbox, startMailbox } from '../test/mailbox.js';
import { DATABASES, startTestServer, type TestServer } from '../test/test-server.js';
import { type Clinician, createClinic, newMember } from '../workspaces/clinic.test-helpers.js';

const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(DATABASES)('home access on %s', (kind) => {
  let server: TestServer;
  let mailbox: Mailbox;
  let clock = Date.UTC(2026, 10, 16, 12);
  let owner: Clinician;
  let member: Clinician;
  let clinicId: string;

  beforeAll(async () => {
    mailbox = await startMailbox();
    server = await startTestServer(
      kind,
      {
        SMTP_URL: mailbox.url,
        SMTP_FROM: 'Ritmo <ritmo@clinic.test>',
        PUBLIC_URL: 'http://localhost:3000',
      },
      { now: () => clock },
    );
    owner = (await server.signUp('Dra. Olga')) as Clinician;
    clinicId = await createClinic(owner, 'Clínica Casa');
    member = await newMember(server, owner, clinicId, 'member', 'Fisio Marta');
    for (const id of ['P-1', 'P-2']) {
      expect((await owner.put(apiPaths.patient(id), makePatient())).status).toBe(200);
    }
  });
  afterAll(async () => {
    await server.close();
    await mailbox.close();
  });

  it('gives a member a seven-day code and link, e-mailed when an address is given', async () => {
    const made = await member.post(apiPaths.homeAccess('P-1'), { email: 'maria@home.test' });
    expect(made.status).toBe(201);
    expect(made.body.link).toBe(`http://localhost:3000/join/${made.body.code}`);
    expect(made.body.expiresAt).toBe(clock + 7 * DAY_MS);
    expect(made.body.emailed).toBe(true);
    const mail = await mailbox.next('maria@home.test');
    expect(mail.mail.text).toContain(made.body.link);
    expect(mail.mail.text).not.toContain('Maria Conceição');
  });

  it('refuses the front desk, a viewer and a personal workspace', async () => {
    for (const role of ['front-desk', 'viewer']) {
      const other = await newMember(server, owner, clinicId, role, `Someone ${role}`);
      expect((await other.post(apiPaths.homeAccess('P-1'), {})).status).toBe(403);
      expect((await other.delete(apiPaths.homeAccess('P-1'))).status).toBe(403);
    }
    const solo = await server.signUp('Dr. Solo');
    await solo.put(apiPaths.patient('S-1'), makePatient());
    expect((await solo.post(apiPaths.homeAccess('S-1'), {})).status).toBe(403);
    expect((await member.post(apiPaths.homeAccess('NOPE'), {})).status).toBe(404);
  });

  it('links the account that spends the code to exactly that patient, once', async () => {
    const { body } = await member.post(apiPaths.homeAccess('P-2'), {});
    const patient = await server.signUp('Maria');
    expect((await patient.get(apiPaths.homeLink())).body).toEqual({
      link: null,
      clinician: false,
    });
    const joined = await patient.post(apiPaths.homeJoin(), { code: body.code });
    expect(joined.status).toBe(200);
    expect(joined.body.link).toMatchObject({
      clinicId,
      clinicName: 'Clínica Casa',
      patientId: 'P-2',
      revoked: false,
    });
    expect((await patient.post(apiPaths.homeJoin(), { code: body.code })).status).toBe(410);
    const stranger = await server.signUp('Outro');
    expect((await stranger.post(apiPaths.homeJoin(), { code: body.code })).status).toBe(410);
    // Not a membership: the clinic's routes do not open to it.
    expect((await patient.get(apiPaths.patient('P-2'))).status).toBe(404);
    const audit = await owner.get(apiPaths.audit({ patientId: 'P-2' }));
    const actions = audit.body.events.map((e: { action: string }) => e.action);
    expect(actions).toEqual(expect.arrayContaining(['home.access-grant', 'home.join']));
  });

  it('ends the access on the next request once revoked, and voids the unspent codes', async () => {
    const first = await member.post(apiPaths.homeAccess('P-1'), {});
    const patient = await server.signUp('Maria P1');

    expect((await patient.post(apiPaths.homeJoin(), { code: first.body.code })).status).toBe(200);
    const unspent = await member.post(apiPaths.homeAccess('P-1'), {});
    expect((await member.delete(apiPaths.homeAccess('P-1'))).status).toBe(204);
    expect((await patient.get(apiPaths.homeLink())).body.link.revoked).toBe(true);
    const late = await server.signUp('Maria P1 outra');
    expect((await late.post(apiPaths.homeJoin(), { code: unspent.body.code })).status).toBe(410);
    // A new code links the same account again.
    const again = await member.post(apiPaths.homeAccess('P-1'), {});
    expect((await patient.post(apiPaths.homeJoin(), { code: again.body.code })).status).toBe(200);
    expect((await patient.get(apiPaths.homeLink())).body.link.revoked).toBe(false);
  });

  it('says whether the account is a clinician: a clinic member or patients of its own', async () => {
    const { body } = await member.post(apiPaths.homeAccess('P-2'), {});
    const patient = await server.signUp('Só Paciente');
    expect((await patient.post(apiPaths.homeJoin(), { code: body.code })).status).toBe(200);
    const linked = (await patient.get(apiPaths.homeLink())).body;
    expect(linked.link.patientId).toBe('P-2');
    expect(linked.clinician).toBe(false);
    // Keeping a patient in the personal workspace makes the same account a clinician's.
    expect((await patient.put(apiPaths.patient('MINE-1'), makePatient())).status).toBe(200);
    expect((await patient.get(apiPaths.homeLink())).body.clinician).toBe(true);
    expect((await member.get(apiPaths.homeLink())).body).toEqual({ link: null, clinician: true });
    const other = await server.signUp('Dr. Outro');
    const otherClinic = await createClinic(other as Clinician, 'Outra Clínica');
    expect(otherClinic).toBeTruthy();
    expect((await other.get(apiPaths.homeLink())).body.clinician).toBe(true);
  });

  it('refuses to link an account already linked to another patient', async () => {
    const patient = await server.signUp('Dois Registros');
    const one = await member.post(apiPaths.homeAccess('P-1'), {});
    expect((await patient.post(apiPaths.homeJoin(), { code: one.body.code })).status).toBe(200);
    const two = await member.post(apiPaths.homeAccess('P-2'), {});
    expect((await patient.post(apiPaths.homeJoin(), { code: two.body.code })).status).toBe(409);
  });

  it('answers 409 for a member of the clinic, then 410 once the code is seven days old (last: the clock jump locks the members)', async () => {
    const { body } = await member.post(apiPaths.homeAccess('P-1'), {});
    expect((await owner.post(apiPaths.homeJoin(), { code: body.code })).status).toBe(409);
    clock += 7 * DAY_MS;
    const patient = await server.signUp('Tarde Demais');
    expect((await patient.post(apiPaths.homeJoin(), { code: body.code })).status).toBe(410);
    expect((await patient.post(apiPaths.homeJoin(), { code: 'x'.repeat(43) })).status).toBe(404);
    expect((await patient.post(apiPaths.homeJoin(), { code: 'short' })).status).toBe(400);
  });
});
