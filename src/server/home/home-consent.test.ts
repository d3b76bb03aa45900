/**
 * The telemonitoring consent (PRODUCT.md section 12): the default text in both languages, the
 * owner's replacement as a new version (SHA-256), acceptance by the version read, withdrawal,
 * each in the clinic's audit trail. On SQLite and PostgreSQL.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../common/api/api-paths.js';
import { DEFAULT_HOME_CONSENT } from '../../common/home/default-consent.js';
import { DATABASES } from '../test/test-server.js';
import { newMember } from '../workspaces/clinic.test-helpers.js';
import { type HomeScene, startHomeScene } from './home.test-helpers.js';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe.each(DATABASES)('home consent on %s', (kind) => {
  let scene: HomeScene;
  beforeAll(async () => {
    scene = await startHomeScene(kind);
  });
  afterAll(() => scene.server.close());

  it('shows the default text in either language, not yet accepted', async () => {
    const pt = await scene.patient.get(apiPaths.homeConsent());
    expect(pt.status).toBe(200);
    expect(pt.body).toMatchObject({ language: 'pt-BR', acceptedAt: null });
    expect(pt.body.text).toBe(DEFAULT_HOME_CONSENT['pt-BR']);
    expect(pt.body.sha256).toBe(sha256(JSON.stringify(DEFAULT_HOME_CONSENT)));
    const en = await scene.patient.get(apiPaths.homeConsent('en'));
    expect(en.body.text).toBe(DEFAULT_HOME_CONSENT.en);
    expect(en.body.sha256).toBe(pt.body.sha256);
    expect((await scene.patient.get('/api/home/consent?language=fr')).status).toBe(400);
  });

  it('accepts the version read, refuses another hash, and withdraws', async () => {
    const { sha256: current } = (await scene.patient.get(apiPaths.homeConsent())).body;
    const wrong = await scene.patient.post(apiPaths.homeConsent(), { sha256: 'a'.repeat(64) });
    expect(wrong.status).toBe(409);
    const accepted = await scene.patient.post(apiPaths.homeConsent('en'), { sha256: current });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ language: 'en', acceptedAt: scene.clock.now });
    expect((await scene.patient.get(apiPaths.homeConsent())).body.acceptedAt).toBe(scene.clock.now);
    expect((await scene.patient.delete(apiPaths.homeConsent())).status).toBe(204);
    expect((await scene.patient.get(apiPaths.homeConsent())).body.acceptedAt).toBeNull();
    const audit = await scene.owner.get(apiPaths.audit({ patientId: 'P-1' }));
    const events = audit.body.events.map((e: { action: string; detail: string | null }) => [
      e.action,
      e.detail,
    ]);
    expect(events).toEqual(
      expect.arrayContaining([
        ['home.consent-accept', current],
        ['home.consent-withdraw', null],
      ]),
    );
  });

  it("lets an owner replace the text, which asks the patient's consent again", async () => {
    const { sha256: before } = (await scene.patient.get(apiPaths.homeConsent())).body;
    await scene.patient.post(apiPaths.homeConsent(), { sha256: before });
    const texts = { 'pt-BR': 'Termo da Clínica Casa', en: 'Clínica Casa consent' };
    expect((await scene.member.put(apiPaths.clinicHomeConsent(), texts)).status).toBe(403);
    const replaced = await scene.owner.put(apiPaths.clinicHomeConsent(), texts);
    expect(replaced.status).toBe(200);
    expect(replaced.body).toEqual({
      texts,
      sha256: sha256(JSON.stringify(texts)),
      isDefault: false,
    });
    expect((await scene.member.get(apiPaths.clinicHomeConsent())).body.texts).toEqual(texts);
    const now = (await scene.patient.get(apiPaths.homeConsent())).body;
    expect(now).toMatchObject({ text: texts['pt-BR'], acceptedAt: null });
    expect(now.sha256).not.toBe(before);
    const bad = await scene.owner.put(apiPaths.clinicHomeConsent(), { 'pt-BR': '', en: 'x' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details[0].field).toBe('body.pt-BR');
    const desk = await newMember(scene.server, scene.owner, scene.clinicId, 'front-desk', 'Rita');
    expect((await desk.get(apiPaths.clinicHomeConsent())).status).toBe(403);
  });

  it('refuses clinicians (not patient users) and a revoked patient user', async () => {
    expect((await scene.member.get(apiPaths.homeConsent())).status).toBe(403);
    expect((await scene.member.delete(apiPaths.homeAccess('P-1'))).status).toBe(204);
    const refused = await scene.patient.get(apiPaths.homeConsent());
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatchObject({
      code: 'home_not_allowed',
      details: [{ field: 'reason', message: 'revoked' }],
    });
  });
});
