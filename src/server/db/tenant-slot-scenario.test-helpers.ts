/**
 * The clinic week's endpoints (class slots, enrolments, a day's attendance, the follow-up list),
 * called by the tenant-key scenario while patient P-1 exists in both workspaces: create, replay,
 * edit over the right and a stale version, enrol, check in, read the day, delete.
 */
import { makeClassSlot } from '../test/factories.js';
import type { ScenarioCall } from './tenant-programme-scenario.test-helpers.js';

type User = Parameters<ScenarioCall>[0];

export async function callSlotEndpoints(user: User, other: User, call: ScenarioCall) {
  const today = new Date().toISOString().slice(0, 10);
  const slot = (method: 'GET' | 'PUT' | 'DELETE' = 'GET', id = 'S-1') =>
    [method, 'classSlot', `/api/class-slots/${id}`] as const;
  await call(other, [...slot('PUT')], 200, makeClassSlot());
  const created = await call(user, [...slot('PUT')], 200, makeClassSlot());
  await call(user, [...slot('PUT')], 200, makeClassSlot());
  const v = created.slot!.version;
  await call(user, [...slot('PUT')], 200, makeClassSlot({ capacity: 9 }), v);
  await call(user, [...slot('PUT')], 409, makeClassSlot({ capacity: 7 }), v);
  await call(user, [...slot()], 200);
  await call(user, [...slot('GET', 'S-404')], 404);
  await call(user, ['GET', 'classSlots', '/api/class-slots'], 200);
  const enrolment = `/api/class-slots/S-1/enrolments/P-1`;
  await call(other, ['PUT', 'slotEnrolment', enrolment], 200, { since: today });
  await call(user, ['PUT', 'slotEnrolment', enrolment], 200, { since: today });
  const day = `/api/class-slots/S-1/days/${today}`;
  await call(user, ['PUT', 'slotDayPatient', `${day}/patients/P-1`], 200, { status: 'checked-in' });
  await call(user, ['GET', 'slotDay', day], 200);
  await call(user, ['GET', 'missedSessions', `/api/missed-sessions?date=${today}`], 200);
  await call(user, ['DELETE', 'slotEnrolment', enrolment], 204);
  await call(user, ['DELETE', 'slotEnrolment', enrolment], 404);
  await call(user, [...slot('PUT', 'S-2')], 200, makeClassSlot());
  await call(user, [...slot('DELETE', 'S-2')], 204);
}
