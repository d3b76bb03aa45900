/**
 * Attack suite, refused clinic switches: a member of clinic X asks to work in a clinic they are
 * not in (Y by id, by slug, an id that does not exist). Each is a 403, and the session stays in X:
 * the next patient save lands in X, as the device believes, not in the personal workspace. A save
 * that lands anywhere else, or a session that moved, is a breach.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { makePatient } from '../test/factories.js';
import { DATABASES } from '../test/test-server.js';
import {
  type Clinician,
  createClinic,
  newMember,
  ORG,
  setActive,
} from '../workspaces/clinic.test-helpers.js';
import { expectApiError } from './attack.test-helpers.js';
import { useAttackScene } from './attack-fixture.test-helpers.js';

describe.each(DATABASES)('workspace switch attacks on %s', (kind) => {
  const scene = useAttackScene(kind);
  let owner: Clinician;
  let nurse: Clinician;
  let clinicX: string;
  let clinicY: string;
  let slugY: string;

  beforeAll(async () => {
    owner = await scene.server.signUp('Dra. Xênia');
    clinicX = await createClinic(owner, 'Clínica Xis');
    nurse = await newMember(scene.server, owner, clinicX, 'member', 'Enf. Nádia');
    const other = await scene.server.signUp('Dr. Ypsilon');
    clinicY = await createClinic(other, 'Clínica Ypsilon');
    slugY = (await other.get(`${ORG}/get-full-organization?organizationId=${clinicY}`)).body.slug;
  });

  it('keeps the session in its clinic after a refused switch, so the next save lands there', async () => {
    const switches = [
      { organizationId: clinicY },
      { organizationSlug: slugY },
      { organizationId: 'no-such-clinic' },
      { organizationId: `${clinicX} ` },
    ];
    for (const [i, body] of switches.entries()) {
      const answer = await scene.send('POST', `${ORG}/set-active`, { cookie: nurse.cookie, body });
      expectApiError(answer, 403, JSON.stringify(body));
      const session = await nurse.get('/api/auth/get-session');
      const patientId = `SW-${i}`;
      expect((await nurse.put(`/api/patients/${patientId}`, makePatient())).status).toBe(200);
      // The clinic's owner reads it in X; the nurse's personal workspace does not hold it.
      const inClinic = await owner.get(`/api/patients/${patientId}`);
      const stayed = session.body.session.activeOrganizationId === clinicX;
      if (!stayed || inClinic.status !== 200) scene.tally.breaches++;
      expect(session.body.session.activeOrganizationId, JSON.stringify(body)).toBe(clinicX);
      expect(inClinic.status, JSON.stringify(body)).toBe(200);
    }
    expect((await setActive(nurse, null)).status).toBe(200);
    expect((await nurse.get('/api/patients/SW-0')).status).toBe(404);
  });
});
