/**
 * Journey, in pt-BR: the clinic's week (issue 36). The owner creates two weekly slots on today's
 * weekday (a journey cannot move the server's date); the receptionist registers a new patient,
 * sees the 8:00 slot on her Home, checks in four of its five patients and marks one absent
 * ("Transporte"); the nurse starts the class from the slot with those four, each with the limits
 * of their record and prescription; the week's adherence shows in the chart and the summary.
 * Screenshots of the schedule and the check-in at 390 and 820 px go to test-results/.
 */
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { type Account, makeAccount, signIn } from './steps/account';
import { joinClinicByApi } from './steps/clinic';
import { enterClinicByApi } from './steps/documents';
import { makePatient } from './steps/patients';
import { putPatientRecord } from './steps/programme';
import { navigateTo } from './steps/shell';
import { uiText } from './steps/ui-text';

test.use({ locale: 'pt-BR', reducedMotion: 'reduce' });
test.describe.configure({ timeout: 240_000 });

const PT = 'pt-BR';
const ORG = '/api/auth/organization';
const CLINIC = 'Clínica Semana Ativa';
const MORNING = 'Fase 2 — manhã';
const EVENING = 'Fase 3 — tarde';
const tx = (key: string, vars: Record<string, string | number> = {}) =>
  Object.entries(vars).reduce(
    (text, [name, value]) => text.replaceAll(`{{${name}}}`, String(value)),
    uiText(PT, key),
  );

/** Enrolled by the owner; Helena has a prescription (95–115 bpm), Davi will not come. */
const PATIENTS = [
  { patientId: 'SW-1', patientName: 'Helena Costa', birthDate: '1958-03-02', restingHr: 62 },
  { patientId: 'SW-2', patientName: 'Bruno Lima', birthDate: '1961-07-15', restingHr: 70 },
  { patientId: 'SW-3', patientName: 'Carla Dias', birthDate: '1949-11-30', restingHr: 66 },
  { patientId: 'SW-4', patientName: 'Davi Rocha', birthDate: '1955-05-20', restingHr: 74 },
];
const NEW_PATIENT = 'Joana Nunes';

// The browser's day (its time zone is the machine's here): the slots are held on it.
const today = new Date();
const todayIso = new Date(today.getTime() - today.getTimezoneOffset() * 60_000)
  .toISOString()
  .slice(0, 10);
const weekdayLong = new Intl.DateTimeFormat(PT, { weekday: 'long' }).format(today);

async function shots(page: Page, name: string) {
  for (const width of [390, 820]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({
      path: `test-results/clinic-week-${name}-${width}.png`,
      fullPage: true,
    });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** A colleague with `role` on a device of their own, signed in, in the clinic. */
async function colleague(
  owner: APIRequestContext,
  browser: Browser,
  baseURL: string,
  clinicId: string,
  name: string,
  role: string,
): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: PT, reducedMotion: 'reduce' });
  const page = await context.newPage();
  const account = await makeAccount(page.request, { name });
  await joinClinicByApi(owner, page.request, {
    email: account.email,
    role: role,
    clinicId,
    origin: baseURL,
  });
  await signIn(page, account, PT);
  await enterClinicByApi(page.request, baseURL, clinicId);
  await page.goto('/home');
  await expect(page.getByRole('banner').getByText(CLINIC)).toBeVisible();
  return page;
}

async function ownerCreatesSlot(owner: Page, name: string, time: string, nurseName: string) {
  await owner.getByRole('button', { name: tx('schedule:newSlot') }).click();
  const form = owner.getByRole('dialog', { name: tx('schedule:form.titleNew') });
  await form.getByLabel(tx('schedule:form.name')).fill(name);
  await form.getByText(weekdayLong, { exact: true }).click();
  await form.getByLabel(tx('schedule:form.startTime')).fill(time);
  await form.getByLabel(tx('schedule:form.capacity')).fill('6');
  await form.getByRole('combobox', { name: tx('schedule:form.staff') }).click();
  await owner.getByRole('option', { name: nurseName }).click();
  // The list stays open for more picks: a click elsewhere in the form closes it.
  await form.getByLabel(tx('schedule:form.name')).click();
  await form.getByRole('button', { name: tx('schedule:form.save') }).click();
  await expect(form).toBeHidden();
  await expect(owner.getByRole('cell', { name, exact: true })).toBeVisible();
}

test('the clinic week: slots, reception, check-in, the class from the slot and adherence', async ({
  page: owner,
  browser,
  baseURL,
}) => {
  const base = baseURL ?? '';
  const ownerAccount: Account = await makeAccount(owner.request, { name: 'Dra. Olga Dona' });
  await signIn(owner, ownerAccount, PT);
  const created = await owner.request.post(`${ORG}/create`, {
    data: { name: CLINIC, slug: `semana-${Date.now()}` },
    headers: { origin: base },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const clinicId = (await created.json()).id as string;
  await enterClinicByApi(owner.request, base, clinicId);
  for (const { patientId, ...body } of PATIENTS) {
    await makePatient(owner.request, { patientId, sex: 'unknown', ...body });
    await putPatientRecord(owner.request, patientId, '/programmes/PR-1', {
      phase: 2,
      startDate: todayIso,
      plannedSessions: 36,
      sessionsPerWeek: 3,
      riskClass: 'low',
    });
  }
  await putPatientRecord(owner.request, 'SW-1', '/programmes/PR-1/prescription', {
    modality: 'cycle',
    minutes: 30,
    intensity: { method: 'manual', lowBpm: 95, highBpm: 115 },
  });
  const nurse = await colleague(owner.request, browser, base, clinicId, 'Enf. Rita', 'member');
  const desk = await colleague(
    owner.request,
    browser,
    base,
    clinicId,
    'Rosa Recepção',
    'front-desk',
  );

  // The owner: two weekly slots on today's weekday, the nurse in charge.
  await owner.goto('/home');
  await expect(owner.getByRole('banner').getByText(CLINIC)).toBeVisible();
  await navigateTo(owner, tx('nav.schedule'), PT);
  await expect(owner.getByText(tx('schedule:noSlotsManager'))).toBeVisible();
  await ownerCreatesSlot(owner, MORNING, '08:00', 'Enf. Rita');
  await ownerCreatesSlot(owner, EVENING, '17:00', 'Enf. Rita');
  const slots = (await (await owner.request.get('/api/class-slots')).json()).slots as {
    slotId: string;
    name: string;
  }[];
  const morning = slots.find((s) => s.name === MORNING)!.slotId;
  // The owner enrols Helena from the slot's day: her programme's 3 sessions a week are
  // suggested against what this one-weekday slot gives.
  const ownerCard = owner.getByRole('region', {
    name: tx('schedule:slotDay.heading', { time: '08:00', name: MORNING }),
  });
  await ownerCard.getByRole('combobox', { name: tx('schedule:slotDay.addPatient') }).fill('Helena');
  await owner.getByRole('option', { name: 'Helena Costa' }).click();
  await expect(ownerCard.getByTestId('enrolment-suggestion')).toHaveText(
    tx('schedule:enrolment.suggest_other', { count: 3, remaining: 3, enrolled: 0, thisSlot: 1 }),
  );
  await ownerCard.getByRole('button', { name: tx('schedule:slotDay.enrol') }).click();
  await expect(
    ownerCard.getByText(tx('schedule:slotDay.count', { checkedIn: 0, expected: 1 })),
  ).toBeVisible();
  for (const { patientId } of PATIENTS.slice(1)) {
    const enrolled = await owner.request.put(
      `/api/class-slots/${morning}/enrolments/${patientId}`,
      { data: { since: todayIso } },
    );
    expect(enrolled.ok(), await enrolled.text()).toBe(true);
  }

  // The receptionist: registers Joana (identification and phone only), enrols her at 8:00.
  await desk.reload();
  await desk.getByRole('button', { name: tx('patients.register') }).click();
  const register = desk.getByRole('dialog', { name: tx('patients.register') });
  await expect(register.getByLabel(tx('patients.restingHr'))).toHaveCount(0);
  await register.getByLabel(tx('patients.name'), { exact: true }).fill(NEW_PATIENT);
  await register.getByLabel(tx('patients.birthDate')).fill('1963-09-09');
  await register.getByLabel(tx('patients.phone')).fill('(11) 98765-4321');
  await register.getByRole('button', { name: tx('common.save') }).click();
  await expect(register).toBeHidden();
  await expect(desk.getByText(NEW_PATIENT).first()).toBeVisible();
  const listed = (await (await desk.request.get('/api/patients')).json()).patients;
  expect(listed).toContainEqual(
    expect.objectContaining({ patientName: NEW_PATIENT, phone: '(11) 98765-4321' }),
  );

  const slotCard = desk.getByRole('region', {
    name: tx('schedule:slotDay.heading', { time: '08:00', name: MORNING }),
  });
  await expect(slotCard).toBeVisible();
  await expect(
    desk.getByRole('region', {
      name: tx('schedule:slotDay.heading', { time: '17:00', name: EVENING }),
    }),
  ).toBeVisible();
  await slotCard.getByRole('combobox', { name: tx('schedule:slotDay.addPatient') }).fill('Joana');
  await desk.getByRole('option', { name: NEW_PATIENT }).click();
  await slotCard.getByRole('button', { name: tx('schedule:slotDay.enrol') }).click();
  await expect(
    slotCard.getByText(tx('schedule:slotDay.count', { checkedIn: 0, expected: 5 })),
  ).toBeVisible();

  // Four of five checked in; Davi absent for transport.
  for (const name of ['Helena Costa', 'Bruno Lima', 'Carla Dias', NEW_PATIENT]) {
    await slotCard
      .getByRole('button', { name: tx('schedule:slotDay.checkInName', { name }) })
      .click();
  }
  await slotCard
    .getByRole('button', { name: tx('schedule:slotDay.absentName', { name: 'Davi Rocha' }) })
    .click();
  await slotCard.getByRole('combobox', { name: tx('schedule:slotDay.reason') }).click();
  await desk.getByRole('option', { name: tx('schedule:reasons.transport') }).click();
  await slotCard.getByRole('button', { name: tx('schedule:slotDay.saveAbsence') }).click();
  await expect(
    slotCard.getByText(tx('schedule:slotDay.count', { checkedIn: 4, expected: 5 })),
  ).toBeVisible();
  await expect(
    slotCard.getByText(`${tx('schedule:statuses.absent')} · ${tx('schedule:reasons.transport')}`),
  ).toBeVisible();
  await shots(desk, 'check-in');

  // The nurse: the schedule, then the class from the slot with the four and their limits.
  await navigateTo(nurse, tx('nav.schedule'), PT);
  const nurseCard = nurse.getByRole('region', {
    name: tx('schedule:slotDay.heading', { time: '08:00', name: MORNING }),
  });
  await expect(
    nurseCard.getByText(tx('schedule:slotDay.count', { checkedIn: 4, expected: 5 })),
  ).toBeVisible();
  await shots(nurse, 'schedule');
  await nurseCard.getByRole('button', { name: tx('schedule:slotDay.startClass') }).click();
  const roster = nurse.getByRole('dialog', { name: tx('class:fromSlot.title') });
  await expect(roster.getByRole('listitem')).toHaveCount(4);
  await expect(roster.getByRole('listitem').filter({ hasText: 'Helena Costa' })).toContainText(
    tx('class:fromSlot.band', { low: 95, high: 115 }),
  );
  await expect(roster.getByText('Davi Rocha')).toHaveCount(0);
  await shots(nurse, 'class-from-slot');
  await roster.getByRole('button', { name: tx('class:fromSlot.add_other', { count: 4 }) }).click();
  await expect(roster).toBeHidden();
  await expect(nurse.getByTestId('checklist-row')).toHaveCount(4);
  await nurse.getByRole('button', { name: tx('class:setup.start_other', { count: 4 }) }).click();
  for (const name of ['Helena Costa', 'Bruno Lima', 'Carla Dias', NEW_PATIENT]) {
    await expect(nurse.getByText(name).first()).toBeVisible();
  }

  // The week's adherence: Davi's chart (progress) and the programme summary.
  const summary = await nurse.request.get('/api/patients/SW-4/programmes/PR-1/summary');
  expect((await summary.json()).summary.adherence[0]).toMatchObject({
    week: 1,
    attended: 0,
    absent: 1,
    noShow: 0,
    reasons: { transport: 1 },
  });
  const helena = await nurse.request.get('/api/patients/SW-1/programmes/PR-1/summary');
  expect((await helena.json()).summary.adherence[0]).toMatchObject({ attended: 1, absent: 0 });
  await owner.goto('/patients/SW-4?tab=progress');
  const adherence = owner.getByRole('region', { name: tx('progress:adherence.title') });
  await expect(adherence.getByRole('row').nth(1)).toContainText(
    `1 (${tx('progress:adherence.reasons.transport')} 1)`,
  );
  await shots(owner, 'adherence');
});
