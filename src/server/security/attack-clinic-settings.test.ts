/**
 * Attack suite, a clinic's settings (the inactivity lock, the HR-max formula every target is
 * drawn from, the time zone of its days) and bringing patients into a clinic that requires two-factor: members below admin,
 * a viewer, the front desk and an outsider try to change clinic X's settings; junk bodies try to
 * break the route; a member without two-factor tries to transfer patients in. Every answer is a
 * 4xx naming the reason, X's settings and patients stay as they were, and nothing answers 5xx.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { makePatient } from '../test/factories.js';
import { DATABASES } from '../test/test-server.js';
import { enrolTwoFactor } from '../test/two-factor-enrolment.js';
import {
  type Clinician,
  createClinic,
  newMember,
  ORG,
  setActive,
} from '../workspaces/clinic.test-helpers.js';
import { expectApiError } from './attack.test-helpers.js';
import { useAttackScene } from './attack-fixture.test-helpers.js';

const SETTINGS = '/api/clinic-settings';
const CHANGES = [
  { hrMaxFormula: 'tanaka' },
  { inactivityLockMinutes: 1 },
  { hrMaxFormula: 'gellish', inactivityLockMinutes: 60 },
  { timeZone: 'Europe/Lisbon' },
];

/** Bodies the route must refuse with a 400 naming a body field. */
const JUNK: unknown[] = [
  {},
  [],
  'tanaka',
  7,
  { hrMaxFormula: 'astrand' },
  { hrMaxFormula: {} },
  { hrMaxFormula: ['fox'] },
  { hrMaxFormula: 'x'.repeat(100_000) },
  { hrMaxFormula: "fox' or 1=1 --" },
  { inactivityLockMinutes: -1 },
  { inactivityLockMinutes: '15' },
  { inactivityLockMinutes: 1.5 },
  { inactivityLockMinutes: Number.MAX_SAFE_INTEGER },
  { inactivityLockMinutes: null },
  { timeZone: '+03:00' },
  { timeZone: 'Mars/Olympus' },
  { timeZone: '../../etc/passwd' },
  { timeZone: 'UTC\u0000' },
  { timeZone: 'America/Sao_Paulo'.repeat(100) },
  { timeZone: -180 },
  { timeZone: null },
  { timeZone: ['UTC'] },
  { timeZone: { $ne: 'UTC' } },
];

describe.each(DATABASES)('clinic settings and transfer attacks on %s', (kind) => {
  const scene = useAttackScene(kind);
  let olga: Clinician;
  let clinicId: string;
  let settingsBefore: unknown;
  let patientsBefore: unknown;

  const asClient = (client: Clinician, method: string, path: string, body?: unknown) =>
    scene.send(method, path, { cookie: client.cookie, body });

  beforeAll(async () => {
    olga = await scene.server.signUp('Dra. Olga');
    clinicId = await createClinic(olga, 'Clínica Ajustes');
    expect((await setActive(olga, clinicId)).status).toBe(200);
    expect((await olga.put('/api/patients/X-1', makePatient())).status).toBe(200);
    settingsBefore = (await olga.get(SETTINGS)).body;
    patientsBefore = (await olga.get('/api/patients')).body;
  });

  afterEach(async () => {
    const settings = (await olga.get(SETTINGS)).body;
    const patients = (await olga.get('/api/patients')).body;
    const same =
      JSON.stringify(settings) === JSON.stringify(settingsBefore) &&
      JSON.stringify(patients) === JSON.stringify(patientsBefore);
    if (!same) scene.tally.breaches++;
    expect(settings).toEqual(settingsBefore);
    expect(patients).toEqual(patientsBefore);
  });

  it("refuses every role below admin, and changes nothing of X's from outside", async () => {
    for (const role of ['member', 'viewer', 'front-desk']) {
      const member = await newMember(scene.server, olga, clinicId, role, `Membro ${role}`);
      for (const change of CHANGES) {
        const answer = await asClient(member, 'PUT', SETTINGS, change);
        expectApiError(answer, 403, `${role} PUT ${JSON.stringify(change)}`);
      }
    }
    // Bruno cannot enter X; his own PUT reaches only his personal workspace.
    expectApiError(
      await scene.send('POST', `${ORG}/set-active`, { body: { organizationId: clinicId } }),
      [400, 401, 403, 404],
      'outsider set-active',
    );
    const own = await scene.send('PUT', SETTINGS, { body: { hrMaxFormula: 'tanaka' } });
    expect(own.status).toBe(200);
    const lock = await scene.send('PUT', SETTINGS, { body: { inactivityLockMinutes: 1 } });
    expectApiError(lock, 403, 'a personal workspace has no clinic lock to change');
    for (const change of CHANGES) {
      const anonymous = await scene.send('PUT', SETTINGS, { cookie: '', body: change });
      expectApiError(anonymous, 401, 'signed out');
    }
  });

  it('answers junk bodies with a 400 naming a body field, never a 5xx', async () => {
    for (const body of JUNK) {
      // As JSON text: a bare string would otherwise go out unquoted.
      const answer = await asClient(olga, 'PUT', SETTINGS, JSON.stringify(body));
      expectApiError(answer, 400, JSON.stringify(body)?.slice(0, 80));
      expect(answer.body.error.details?.[0]?.field ?? '').toMatch(/^body/);
    }
    const raw = await scene.send('PUT', SETTINGS, {
      cookie: olga.cookie,
      body: '{"hrMaxFormula": ',
    });
    expectApiError(raw, 400, 'malformed JSON');
  });

  it('refuses patients brought into a clinic that requires two-factor by a member without it', async () => {
    const nurse = await newMember(scene.server, olga, clinicId, 'member', 'Enf. Sem Código');
    // Olga turns two-factor on for herself, then requires it of the clinic.
    await enrolTwoFactor(olga);
    const required = await olga.put(SETTINGS, { requireTwoFactor: true });
    expect(required.status, JSON.stringify(required.body)).toBe(200);
    await setActive(nurse, null);
    expect((await nurse.put('/api/patients/OWN-1', makePatient())).status).toBe(200);
    const bodies = [
      { clinicId, patientIds: ['OWN-1'] },
      { clinicId, patientIds: ['OWN-1', 'X-1'] },
      { clinicId, patientIds: ['OWN-1'], twoFactor: true },
    ];
    for (const body of bodies) {
      const answer = await asClient(nurse, 'POST', '/api/patient-transfers', body);
      expectApiError(answer, 403, JSON.stringify(body));
      expect(answer.body.error.code).toBe('two_factor_required');
    }
    // Still hers, in her personal workspace.
    expect((await nurse.get('/api/patients/OWN-1')).status).toBe(200);
    // The owner loosens it again (only she may), so the settings are as this suite found them.
    expect((await olga.put(SETTINGS, { requireTwoFactor: false })).status).toBe(200);
  });
});
