/**
 * The rehabilitation programme end to end (issue 25), in Portuguese, in one clinic with three
 * people on their own devices: a nurse adds a patient on carvedilol with an ICD, records her
 * exercise test and a live 6-minute walk with a heart-rate strap (Chromium's Bluetooth emulation;
 * the six minutes pass on the page's fake clock); a physiotherapist starts the programme and
 * prescribes by ventilatory thresholds; the physician reviews and signs; the class and a single
 * recording start from the prescription's target with its safety maximum as the alarm limit; the
 * physiotherapist discharges and prints the summary (Chromium's PDF read back with pdfinfo).
 * Screenshots to REHAB_SHOTS when set.
 */
import type { Page } from '@playwright/test';
import { BLE_EMULATION_USE, EmulatedBluetooth } from './ble-emulation/emulated-bluetooth';
import { heartRatePacket } from './ble-emulation/peripherals';
import { expect, test } from './fixtures';
import { type Account, makeAccount, signIn } from './steps/account';
import { addParticipant, endAndSaveOne } from './steps/class';
import { joinClinicByApi } from './steps/clinic';
import { createClinicByApi, enterClinicByApi, expectA4, printToPdf } from './steps/documents';
import { dischargeOnDocuments } from './steps/programme';
import { readCheckpoints } from './steps/recording';
import { connectSimulatedSensor } from './steps/sensor';
import { navigateTo } from './steps/shell';
import { confirmSignature } from './steps/signature';
import { uiText } from './steps/ui-text';

test.use({ ...BLE_EMULATION_USE, locale: 'pt-BR', reducedMotion: 'reduce' });

const PT = 'pt-BR';
const CLINIC = 'Clínica Coração Ativo';
const PATIENT = 'Helena Costa';
/** `namespace:key` in Portuguese with its {{values}} filled. */
const tx = (key: string, vars: Record<string, string | number> = {}) =>
  Object.entries(vars).reduce(
    (text, [name, value]) => text.replaceAll(`{{${name}}}`, String(value)),
    uiText(PT, key),
  );
const save = () => tx('common.save');

interface Person {
  account: Account;
  page: Page;
}

/** A member of the clinic on their own device (browser context), signed in, in the clinic. */
async function joinClinic(
  physician: Person,
  browser: import('@playwright/test').Browser,
  baseURL: string,
  clinicId: string,
  name: string,
  registration: string,
): Promise<Person> {
  const context = await browser.newContext({ baseURL, locale: PT, reducedMotion: 'reduce' });
  const page = await context.newPage();
  const account = await makeAccount(page.request, { name });
  await joinClinicByApi(physician.page.request, page.request, {
    email: account.email,
    role: 'member',
    clinicId,
    origin: baseURL,
  });
  await signIn(page, account, PT);
  await enterClinicByApi(page.request, baseURL, clinicId);
  const userId = (await (await page.request.get('/api/auth/get-session')).json()).user.id;
  // Only an owner or admin says who is who on the clinic's profile.
  const profile = await physician.page.request.put(`/api/clinicians/${userId}`, {
    data: { physician: false, registration },
  });
  expect(profile.ok(), await profile.text()).toBe(true);
  await page.goto('/home');
  await expect(page.getByRole('banner').getByText(CLINIC)).toBeVisible();
  return { account, page };
}

async function shot(page: Page, name: string) {
  if (process.env.REHAB_SHOTS) {
    await page.screenshot({ path: `${process.env.REHAB_SHOTS}/${name}.png`, fullPage: true });
  }
}

/** From Home's patient list (left and entered again, so a colleague's new patient is read). */
async function openChart(page: Page, tab?: string) {
  await navigateTo(page, tx('nav.results'), PT);
  await navigateTo(page, tx('nav.home'), PT);
  await page.getByRole('link', { name: PATIENT }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: PATIENT })).toBeVisible();
  if (tab) await page.getByRole('tab', { name: tx(`chart:tabs.${tab}`) }).click();
}

/** The nurse: the patient on Home, her clinical profile, her exercise test. */
async function nurseAddsPatientAndTest(nurse: Page) {
  await nurse.getByRole('button', { name: tx('patients.add') }).click();
  const add = nurse.getByRole('dialog', { name: tx('patients.add') });
  await add.getByLabel(tx('patients.patientId')).fill('HC-01');
  await add.getByLabel(tx('patients.name'), { exact: true }).fill(PATIENT);
  await add.getByLabel(tx('patients.birthDate')).fill('1958-03-02');
  await add.getByLabel(tx('patients.restingHr')).fill('62');
  await add.getByRole('button', { name: save() }).click();
  await expect(add).toBeHidden();

  await openChart(nurse);
  await nurse.getByRole('button', { name: tx('chart:profile.fill') }).click();
  const profile = nurse.getByRole('dialog', { name: tx('chart:profile.title') });
  await profile.getByLabel(tx('chart:profile.fields.diagnosis')).fill('Infarto agudo do miocárdio');
  await profile.getByLabel(tx('chart:profile.fields.medications')).fill('carvedilol 25 mg 12/12 h');
  await profile.getByLabel(tx('chart:profile.fields.betaBlocker')).check();
  await profile.getByLabel(tx('chart:profile.fields.implantedDevice')).selectOption('icd');
  await profile.getByLabel(tx('chart:profile.fields.deviceLimitBpm')).fill('130');
  await profile.getByRole('button', { name: save() }).click();
  await expect(profile).toBeHidden();

  await nurse.getByRole('tab', { name: tx('chart:tabs.assessments') }).click();
  await nurse.getByRole('button', { name: tx('assessments:add.exercise-test') }).click();
  const form = nurse.getByRole('dialog', { name: tx('assessments:newTitle.exercise-test') });
  await form.getByLabel(tx('assessments:fields.restHr')).fill('62');
  await form.getByLabel(tx('assessments:fields.peakHr')).fill('128');
  await form.getByLabel(tx('assessments:fields.vt1Hr')).fill('98');
  await form.getByLabel(tx('assessments:fields.vt2Hr')).fill('115');
  await form.getByLabel(tx('assessments:fields.onBetaBlocker')).check();
  await form.getByRole('button', { name: save() }).click();
  await expect(form).toBeHidden();
}

/** The nurse: a live 6-minute walk timed by Ritmo, HR from the strap, distance and Borg after. */
async function nurseRecordsLiveWalk(nurse: Page, ble: EmulatedBluetooth) {
  const strap = await ble.add('strap', '0A:0B:0C:0D:0E:31', 'Polar H10 HELENA', {
    battery: '5A',
    location: '01',
  });
  ble.choose(strap);
  await navigateTo(nurse, tx('nav.connect'), PT);
  await nurse.getByRole('button', { name: tx('devices:connect') }).click();
  await expect(
    nurse.getByRole('status').filter({ hasText: tx('devices:state.connected') }),
  ).toBeVisible();
  await openChart(nurse, 'assessments');
  expect(await ble.notify(strap, heartRatePacket(74))).toBe(true);
  await nurse.getByRole('button', { name: tx('assessments:walk.start') }).click();
  const walk = nurse.getByRole('dialog', { name: tx('assessments:walk.title') });
  await expect(walk.getByTestId('walk-hr')).toHaveText('74 bpm');
  await walk.getByRole('button', { name: tx('assessments:walk.begin') }).click();
  await nurse.clock.fastForward('03:00');
  expect(await ble.notify(strap, heartRatePacket(112))).toBe(true);
  await expect(walk.getByTestId('walk-hr')).toHaveText('112 bpm');
  await shot(nurse, 'walk-live');
  await nurse.clock.fastForward('02:55');
  expect(await ble.notify(strap, heartRatePacket(108))).toBe(true);
  await expect(walk.getByTestId('walk-hr')).toHaveText('108 bpm');
  await nurse.clock.fastForward('00:06');
  await expect(walk.getByText(tx('assessments:walk.finishedTitle'))).toBeVisible();
  await expect(walk.getByLabel(tx('assessments:fields.preHr'))).toHaveValue('74');
  await expect(walk.getByLabel(tx('assessments:fields.postHr'))).toHaveValue('108');
  await walk.getByLabel(tx('assessments:fields.distanceM')).fill('412');
  await walk.getByLabel(tx('assessments:fields.minSpo2')).fill('94');
  await walk.getByLabel(tx('assessments:fields.borgDyspnoea')).selectOption('3');
  await walk.getByLabel(tx('assessments:fields.borgFatigue')).selectOption('4');
  await walk.getByRole('button', { name: save() }).click();
  await expect(walk).toBeHidden();
}

/** The physiotherapist: the programme and a prescription by VT1–VT2 (98–115; ICD cap 120). */
async function physioPrescribes(physio: Page) {
  await openChart(physio, 'prescription');
  await physio.getByRole('button', { name: tx('prescription:programme.start') }).click();
  const programme = physio.getByRole('dialog', { name: tx('prescription:programme.startTitle') });
  await programme.getByRole('button', { name: save(), exact: true }).click();
  await expect(programme).toBeHidden();
  await physio.getByRole('button', { name: tx('prescription:prescribe') }).click();
  const form = physio.getByRole('dialog', { name: tx('prescription:form.newTitle') });
  await expect(form.getByLabel(tx('prescription:form.fields.method'))).toHaveValue('thresholds');
  await expect(form.getByRole('status')).toContainText(
    tx('prescription:form.preview', { low: 98, high: 115 }),
  );
  await form.getByRole('button', { name: save(), exact: true }).click();
  await expect(form).toBeHidden();
  const card = physio.getByRole('region', { name: tx('prescription:title') });
  await expect(
    card.getByText(tx('prescription:target.band', { low: 98, high: 115 })),
  ).toBeVisible();
  await expect(card.getByText(tx('prescription:target.safetyMax', { bpm: 120 }))).toBeVisible();
  await shot(physio, 'prescription');
}

/** The physician: review and sign. */
async function physicianSigns(physician: Page) {
  await openChart(physician, 'prescription');
  const review = physician.getByRole('region', { name: tx('prescription:review.title') });
  await review.getByLabel(tx('prescription:review.note')).fill('Liberada para a fase 2.');
  await review.getByRole('button', { name: tx('prescription:review.sign') }).click();
  await confirmSignature(physician, PT, [
    PATIENT,
    tx('prescription:target.safetyMax', { bpm: 120 }),
  ]);
  await expect(review.getByText(/CRM-SP 123456/)).toBeVisible();
  await expect(review.getByText(tx('prescription:review.signedCurrent'))).toBeVisible();
}

/** The class: the participant starts from the prescription; the session is saved. */
async function classFromPrescription(physio: Page) {
  await navigateTo(physio, tx('nav.class'), PT);
  await addParticipant(
    physio,
    { patientId: 'HC-01', patientName: PATIENT, scenario: 'steady' },
    PT,
  );
  await physio.getByRole('button', { name: /^Iniciar turma/ }).click();
  const tile = physio.getByTestId('participant-tile');
  await expect(tile).toContainText(tx('class:tile.target', { low: 98, high: 115 }));
  // Signed by the physician before the class: the plain version, never "não assinada".
  await expect(tile.getByTestId('tile-prescription')).toHaveText(
    tx('class:tile.prescription', { version: 1 }),
  );
  const [part] = (await readCheckpoints(physio)).filter((c) => c.session.classId);
  expect(part?.session).toMatchObject({
    target: { lowBpm: 98, highBpm: 115 },
    hrMaxBpm: 128,
    safetyMaxBpm: 120,
    prescription: { version: 1, signed: true },
  });
  await shot(physio, 'class-live');
  await endAndSaveOne(physio, PT);
}

/** A single recording: the prescription's band and cap are where it starts. */
async function recordingFromPrescription(physio: Page) {
  await connectSimulatedSensor(physio, PT);
  await navigateTo(physio, tx('nav.activity'), PT);
  const patient = physio.getByRole('combobox', { name: tx('recording:setup.patient') });
  await patient.click();
  await patient.fill('helena');
  await physio.getByRole('option', { name: new RegExp(PATIENT) }).click();
  await expect(physio.getByRole('combobox', { name: tx('targets:choice.label') })).toHaveValue(
    tx('targets:choice.prescription', { version: 1, low: 98, high: 115 }),
  );
  const about = physio.getByTestId('start-target');
  await expect(about).toContainText(
    tx('targets:prescribedNoMax', { version: 1, low: 98, high: 115 }),
  );
  // Where the safety maximum comes from (issue 34): her ICD's 130 bpm less 10.
  const source = tx('targets:sources.device', { from: 130 });
  await expect(about).toContainText(tx('targets:safetyMaxLine', { max: 120, source }));
  await shot(physio, 'recording-setup');
  await physio.getByRole('button', { name: tx('recording:setup.start') }).click();
  await expect(physio.getByText(/(Abaixo do|No|Acima do) alvo \(98–115\)/)).toBeVisible({
    timeout: 8000,
  });
  await physio.getByRole('button', { name: tx('recording:live.stop') }).click();
  await physio.getByRole('button', { name: tx('recording:review.save') }).click();
  await expect(physio.getByText(tx('recording:review.saved'))).toBeVisible();
}

/** Discharge on Documents, then the summary printed to A4 by Chromium and read with pdfinfo. */
async function dischargeAndPrint(physio: Page, pdfPath: string) {
  // The print dialog would block a headless run; what it prints is taken as page.pdf below.
  await physio.evaluate(() => {
    const counted = window as unknown as { printed: number };
    counted.printed = 0;
    window.print = () => {
      counted.printed += 1;
    };
  });
  await openChart(physio, 'documents');
  const recommendations = 'Caminhada 30 min, 5×/semana, FC 98–115 bpm; retorno em 3 meses.';
  await dischargeOnDocuments(physio, recommendations, PT);
  await physio.getByRole('button', { name: tx('progress:print.printDischarge') }).click();
  // Asked to print once the document is mounted for paper.
  await expect
    .poll(() => physio.evaluate(() => (window as unknown as { printed: number }).printed))
    .toBe(1);
  await expect(physio.locator('body > [data-print-document]')).toBeAttached();
  const pdf = await printToPdf(physio, pdfPath);
  expect(pdf.pages).toBeGreaterThanOrEqual(1);
  expectA4(pdf, 'portrait');
  const paper = pdf.pageTexts.join('\n').replace(/\s+/g, ' ');
  for (const expected of [
    CLINIC,
    PATIENT,
    'Fisio Paulo Reis',
    'CREFITO-3 12345-F',
    tx('progress:print.dischargeSummary'),
    '412',
  ]) {
    expect(paper, expected).toContain(expected);
  }
}

/**
 * After discharge (issue 34): the timeline shows it (when, by whom); the Prescription tab keeps
 * the discharged programme's prescription, its versions and the physician's signature, read-only.
 */
async function historyAfterDischarge(physio: Page) {
  await openChart(physio, 'timeline');
  const discharge = physio
    .getByRole('listitem')
    .filter({ hasText: tx('chart:timeline.discharge', { phase: 2 }) });
  await expect(discharge).toContainText(tx('chart:timeline.kinds.discharge'));
  await expect(discharge).toContainText(tx('chart:timeline.by', { name: 'Fisio Paulo Reis' }));
  await expect(discharge.locator('time')).toHaveCount(1);
  await shot(physio, 'timeline-discharged');

  await physio.getByRole('tab', { name: tx('chart:tabs.prescription') }).click();
  const card = physio.getByRole('region', {
    name: tx('prescription:discharged.title', { phase: 2 }),
  });
  await expect(card).toContainText('Fisio Paulo Reis');
  await expect(card).toContainText(tx('prescription:versions.version', { version: 1 }));
  await expect(card).toContainText(tx('prescription:target.band', { low: 98, high: 115 }));
  await expect(card.getByText(/CRM-SP 123456/).first()).toBeVisible();
  await expect(card.getByText(tx('prescription:review.signedCurrent'))).toBeVisible();
  // Read-only: nothing to sign, change or prescribe on it.
  await expect(card.getByRole('button')).toHaveCount(0);
  await shot(physio, 'prescription-discharged');
}

test('nurse, physiotherapist and physician through a rehabilitation programme, in Portuguese', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(300_000);
  // The physician owns the clinic; her CRM marks her as the one who signs.
  const physicianAccount = await makeAccount(page.request, { name: 'Dra. Beatriz Lima' });
  const clinicId = await createClinicByApi(page.request, baseURL!, CLINIC);
  const setPhysician = await page.request.put(
    `/api/clinicians/${(await (await page.request.get('/api/auth/get-session')).json()).user.id}`,
    { data: { physician: true, registration: 'CRM-SP 123456' } },
  );
  expect(setPhysician.ok(), await setPhysician.text()).toBe(true);
  const physician: Person = { account: physicianAccount, page };

  const nurse = await joinClinic(
    physician,
    browser,
    baseURL!,
    clinicId,
    'Enf. Carla Souza',
    'COREN-SP 654321',
  );
  const physio = await joinClinic(
    physician,
    browser,
    baseURL!,
    clinicId,
    'Fisio Paulo Reis',
    'CREFITO-3 12345-F',
  );
  await signIn(page, physicianAccount, PT);
  await enterClinicByApi(page.request, baseURL!, clinicId);

  // The nurse's tablet: time runs as usual until the walk jumps it forward.
  await nurse.page.clock.install();
  await nurse.page.goto('/home');
  const ble = await EmulatedBluetooth.start(nurse.page);
  try {
    await nurseAddsPatientAndTest(nurse.page);
    await nurseRecordsLiveWalk(nurse.page, ble);
  } finally {
    await ble.stop();
  }
  const assessments = await (await page.request.get('/api/patients/HC-01/assessments')).json();
  expect(assessments.assessments.map((a: { kind: string }) => a.kind).sort()).toEqual([
    'exercise-test',
    'six-minute-walk',
  ]);

  await physioPrescribes(physio.page);
  await physicianSigns(page);
  await classFromPrescription(physio.page);
  await recordingFromPrescription(physio.page);
  await dischargeAndPrint(physio.page, testInfo.outputPath('alta.pdf'));
  await historyAfterDischarge(physio.page);
});
