import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../common/api/api-paths.js';
import { DATABASES, startTestServer, type TestServer } from '../test/test-server.js';
import { createClinic, newMember } from './clinic.test-helpers.js';

const SETTINGS = '/api/clinic-settings';

describe.each(DATABASES)("the clinic's HR-max formula on %s", (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  it('is one per clinic: an admin changes it, every member reads the same, audited', async () => {
    const owner = await server.signUp('Formula Owner');
    const clinicId = await createClinic(owner, 'Clínica da Fórmula');
    const admin = await newMember(server, owner, clinicId, 'admin', 'Formula Admin');
    const member = await newMember(server, owner, clinicId, 'member', 'Formula Nurse');

    expect((await member.get(SETTINGS)).body).toMatchObject({
      hrMaxFormula: 'fox',
      canChangeHrMaxFormula: false,
    });
    const changed = await admin.put(SETTINGS, { hrMaxFormula: 'tanaka' });
    expect(changed.status).toBe(200);
    // The lock is kept: a PUT changes only the settings it names.
    expect(changed.body).toMatchObject({ hrMaxFormula: 'tanaka', inactivityLockMinutes: 15 });
    for (const reader of [owner, admin, member]) {
      expect((await reader.get(SETTINGS)).body.hrMaxFormula).toBe('tanaka');
    }

    const trail = (await owner.get(apiPaths.audit({ action: 'clinic.settings-change' }))).body;
    expect(trail.events).toHaveLength(1);
    expect(trail.events[0]).toMatchObject({
      actorName: 'Formula Admin',
      detail: 'hrMaxFormula: fox → tanaka',
    });
    // Choosing the formula in force again changes nothing and adds nothing to the trail.
    expect((await owner.put(SETTINGS, { hrMaxFormula: 'tanaka' })).status).toBe(200);
    const lockToo = await owner.put(SETTINGS, { hrMaxFormula: 'fox', inactivityLockMinutes: 10 });
    expect(lockToo.body).toMatchObject({ hrMaxFormula: 'fox', inactivityLockMinutes: 10 });
    const after = (await owner.get(apiPaths.audit({ action: 'clinic.settings-change' }))).body;
    expect(after.events.map((e: { detail: string }) => e.detail).sort()).toEqual([
      'hrMaxFormula: fox → tanaka',
      'hrMaxFormula: tanaka → fox',
      'inactivityLockMinutes: 15 → 10',
    ]);
  });

  it('refuses a member or viewer, and an unknown formula naming the field', async () => {
    const owner = await server.signUp('Strict Owner');
    const clinicId = await createClinic(owner, 'Clínica Estrita');
    const member = await newMember(server, owner, clinicId, 'member', 'Strict Member');
    const viewer = await newMember(server, owner, clinicId, 'viewer', 'Strict Viewer');
    expect((await member.put(SETTINGS, { hrMaxFormula: 'tanaka' })).status).toBe(403);
    expect((await viewer.put(SETTINGS, { hrMaxFormula: 'tanaka' })).status).toBe(403);
    for (const value of ['astrand', '', null, 220]) {
      const answer = await owner.put(SETTINGS, { hrMaxFormula: value });
      expect(answer.status, String(value)).toBe(400);
      expect(answer.body.error.details[0].field).toBe('body.hrMaxFormula');
    }
    expect((await owner.get(SETTINGS)).body.hrMaxFormula).toBe('fox');
  });

  it("lets a personal workspace's owner choose the formula but never the lock", async () => {
    const solo = await server.signUp('Solo Physio');
    const chosen = await solo.put(SETTINGS, { hrMaxFormula: 'tanaka' });
    expect(chosen.status).toBe(200);
    expect((await solo.get(SETTINGS)).body).toEqual({
      inactivityLockMinutes: 15,
      hrMaxFormula: 'tanaka',
      requireTwoFactor: false,
      timeZone: 'UTC',
      canChange: false,
      canLoosen: false,
      canChangeHrMaxFormula: true,
    });
    const both = await solo.put(SETTINGS, { hrMaxFormula: 'fox', inactivityLockMinutes: 60 });
    expect(both.status).toBe(403);
    expect((await solo.get(SETTINGS)).body.hrMaxFormula).toBe('tanaka');
  });
});
