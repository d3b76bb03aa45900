/**
 * The clinic's review inbox (issue 40) on SQLite and PostgreSQL: a patient user's sessions and
 * red-flag check-in ranked as the issue lists, one row per session, paged; reviewed once,
 * audited; an overdue patient after the allowed gap; who may read and who may review.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../common/api/api-paths.js';
import { makeActivity } from '../test/factories.js';
import { DATABASES, TEST_PASSWORD } from '../test/test-server.js';
import { type Clinician, createClinic, newMember } from '../workspaces/clinic.test-helpers.js';
import { type HomeScene, readyForHome, startHomeScene } from './home.test-helpers.js';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

interface Row {
  itemId: string;
  reason: string;
  numbers: Record<string, unknown>;
  activityId: string | null;
}

describe.each(DATABASES)('the home inbox on %s', (kind) => {
  let scene: HomeScene;
  let viewer: Clinician;
  let frontDesk: Clinician;
  let stranger: Clinician;
  const ids = { routine: '', aboveMax: '', borg: '', checkIn: '' };
  const inbox = (client = scene.member, query = {}) => client.get(apiPaths.homeInbox(query));

  async function sendSession(hoursAgo: number, overrides: Parameters<typeof makeActivity>[1]) {
    const startedAt = scene.clock.now - hoursAgo * HOUR_MS;
    const { activityId, ...body } = makeActivity('P-1', { startedAt, ...overrides }, 120);
    expect((await scene.patient.put(apiPaths.homeSession(activityId), body)).status).toBe(200);
    return activityId;
  }

  beforeAll(async () => {
    scene = await startHomeScene(kind);
    const { server, owner, clinicId } = scene;
    viewer = await newMember(server, owner, clinicId, 'viewer', 'Vera Leitora');
    frontDesk = await newMember(server, owner, clinicId, 'front-desk', 'Rita Recepção');
    stranger = (await server.signUp('Outra Clínica')) as Clinician;
    await createClinic(stranger, 'Outra');
    await readyForHome(scene);
    ids.routine = await sendSession(4, {});
    const t = Array.from({ length: 120 }, (_, i) => i * 1000);
    ids.aboveMax = await sendSession(3, {
      samples: { t, hr: t.map((_, i) => (i >= 60 && i < 100 ? 140 : 110)) },
      safetyMaxBpm: 128,
      safetyMaxSource: 'peak',
    });
    ids.borg = await sendSession(2, { events: [{ t: 5000, kind: 'rpe', value: 18 }] });
    // Replayed: still one row.
    ids.checkIn = randomUUID();
    const checkIn = { answers: { chestPain: true }, at: scene.clock.now };
    expect((await scene.patient.put(apiPaths.homeCheckIn(ids.checkIn), checkIn)).status).toBe(200);
  });
  afterAll(() => scene.server.close());

  it('ranks the red flag, then the time above the maximum, then the Borg, then the rest', async () => {
    const answer = await inbox();
    expect(answer.status).toBe(200);
    expect(answer.body.total).toBe(4);
    const rows: Row[] = answer.body.items;
    expect(rows.map((row) => [row.itemId, row.reason])).toEqual([
      [`c:${ids.checkIn}`, 'red_flag'],
      [`s:${ids.aboveMax}`, 'above_safety_max'],
      [`s:${ids.borg}`, 'borg_above'],
      [`s:${ids.routine}`, 'routine'],
    ]);
    expect(rows[0]!.numbers).toEqual({ redFlags: ['chestPain'] });
    expect(rows[1]).toMatchObject({
      activityId: ids.aboveMax,
      numbers: { aboveMaxMs: 40_000, safetyMaxBpm: 128, peakBpm: 140 },
    });
    expect(rows[2]!.numbers).toEqual({ borg: 18, borgHigh: 16 });
    expect(answer.body.nextCursor).toBeNull();
    expect((await scene.member.get(apiPaths.homeInboxCount())).body).toEqual({ total: 4 });
  });

  it('pages by the cursor it gives', async () => {
    const first = await inbox(scene.member, { limit: 3 });
    expect(first.body.items).toHaveLength(3);
    expect(first.body.nextCursor).toBe('3');
    const second = await inbox(scene.member, { limit: 3, cursor: '3' });
    expect(second.body.items.map((row: Row) => row.itemId)).toEqual([`s:${ids.routine}`]);
    expect(second.body.nextCursor).toBeNull();
    expect((await inbox(scene.member, { limit: 0 })).status).toBe(400);
    expect((await inbox(scene.member, { cursor: 'x' })).body.error.details[0].field).toBe(
      'query.cursor',
    );
  });

  it('lets a viewer read but not review; refuses the front desk; shows the patient user nothing', async () => {
    expect((await inbox(viewer)).body.total).toBe(4);
    const review = apiPaths.homeInboxReview(`s:${ids.routine}`);
    expect((await viewer.post(review, {})).status).toBe(403);
    expect((await inbox(frontDesk)).status).toBe(403);
    expect((await frontDesk.get(apiPaths.homeInboxCount())).status).toBe(403);
    expect((await viewer.get(apiPaths.homeInboxCount())).body).toEqual({ total: 4 });
    expect((await frontDesk.post(review, {})).status).toBe(403);
    // A patient user is no member: a clinic route works in its own, empty, personal workspace.
    expect((await inbox(scene.patient)).body).toEqual({ items: [], total: 0, nextCursor: null });
    expect((await scene.patient.post(review, {})).status).toBe(404);
    expect((await inbox(stranger)).body).toEqual({ items: [], total: 0, nextCursor: null });
    expect((await stranger.post(review, {})).status).toBe(404);
  });

  it('marks a row reviewed once, audited, and drops it from the inbox', async () => {
    const review = apiPaths.homeInboxReview(`c:${ids.checkIn}`);
    const done = await scene.member.post(review, {});
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({
      itemId: `c:${ids.checkIn}`,
      reviewedBy: { id: scene.member.userId, name: 'Fisio Marta' },
    });
    const again = await scene.owner.post(review, {});
    expect(again.body).toEqual(done.body);
    const answer = await inbox();
    expect(answer.body.total).toBe(3);
    expect(answer.body.items[0].itemId).toBe(`s:${ids.aboveMax}`);
    const audit = await scene.owner.get(
      apiPaths.audit({ patientId: 'P-1', action: 'home.inbox-review' }),
    );
    expect(audit.body.events.map((e: { detail: string }) => e.detail)).toEqual([
      `c:${ids.checkIn}`,
    ]);
    expect(
      (await scene.member.post(apiPaths.homeInboxReview(`s:${randomUUID()}`), {})).status,
    ).toBe(404);
    expect((await scene.member.post(apiPaths.homeInboxReview('nope'), {})).status).toBe(400);
  });

  it('adds the patient silent past the allowed gap last, and snoozes it once reviewed', async () => {
    const later = async (ms: number) => {
      scene.clock.now += ms;
      // Idle for days: the member's screen locked meanwhile.
      const unlocked = await scene.member.post(apiPaths.meUnlock(), { password: TEST_PASSWORD });
      expect([204, 409]).toContain(unlocked.status);
    };
    await later(4 * DAY_MS);
    expect((await inbox()).body.total).toBe(3);
    await later(DAY_MS);
    const answer = await inbox();
    expect(answer.body.total).toBe(4);
    expect(answer.body.items[3]).toMatchObject({
      itemId: 'o:P-1',
      kind: 'overdue',
      reason: 'overdue',
      numbers: { daysSince: 5, allowedDays: 4, sessionsPerWeek: 3 },
      activityId: null,
    });
    expect((await inbox(scene.member, { limit: 1, cursor: '3' })).body.items[0].itemId).toBe(
      'o:P-1',
    );
    expect((await scene.member.post(apiPaths.homeInboxReview('o:P-2'), {})).status).toBe(404);
    expect((await scene.member.post(apiPaths.homeInboxReview('o:P-1'), {})).status).toBe(200);
    expect((await inbox()).body.total).toBe(3);
    await later(5 * DAY_MS);
    expect((await inbox()).body.total).toBe(4);
  });

  it('ranks a session stopped for symptoms right after red flags, against the plan’s own limit', async () => {
    // Idle since the days the last test moved on: the patient's session locked meanwhile.
    const unlocked = await scene.patient.post(apiPaths.meUnlock(), { password: TEST_PASSWORD });
    expect([204, 409]).toContain(unlocked.status);
    const plan = (await scene.patient.get(apiPaths.homeToday())).body;
    expect(plan.allowed, JSON.stringify(plan)).toBe(true);
    const t = Array.from({ length: 120 }, (_, i) => i * 1000);
    // What the guided session writes when the patient stops with chest pain (me/session).
    const unwell = await sendSession(1, {
      events: [{ t: 30_000, kind: 'marker', value: 'unwell:chest-pain' }],
    });
    // Sent without the limit (or with another one): the signed plan's counts.
    const above = await sendSession(0.5, {
      samples: { t, hr: t.map((_, i) => (i < 40 ? plan.safetyMaxBpm + 10 : plan.band.lowBpm)) },
      safetyMaxBpm: 200,
      safetyMaxSource: 'device',
    });
    const stored = await scene.member.get(apiPaths.activity(above));
    expect(stored.body.activity).toMatchObject({
      safetyMaxBpm: plan.safetyMaxBpm,
      safetyMaxSource: 'prescription',
    });
    const rows: Row[] = (await inbox()).body.items;
    const reasonOf = (activityId: string) => rows.find((row) => row.activityId === activityId);
    expect(reasonOf(unwell)).toMatchObject({
      reason: 'stopped_symptoms',
      numbers: { symptom: 'chest-pain' },
    });
    expect(reasonOf(above)).toMatchObject({
      reason: 'above_safety_max',
      numbers: { aboveMaxMs: 40_000, safetyMaxBpm: plan.safetyMaxBpm },
    });
    expect(rows.findIndex((row) => row.activityId === unwell)).toBeLessThan(
      rows.findIndex((row) => row.activityId === above),
    );
  });
});
