/**
 * The prescription binds every path (issue 34, "Done means"): in Portuguese on an 820 px tablet,
 * three realistic patients of one clinic —
 * - Lúcia: heart failure, permanent atrial fibrillation and an ICD (detection 150 bpm), on a
 *   Borg-only prescription: no heart-rate band anywhere, the Borg range and the ICD's safety
 *   maximum; Borg 15 raises the Borg advisory, a systolic fall the hypotension alarm, SpO₂ 87 the
 *   SpO₂ alarm;
 * - Jorge: post-MI on a beta-blocker with an ischaemic threshold of 112 (test peak 118), his
 *   programme discharged, then added to a class with no prescription in force: the safety maximum
 *   is still 112 − 10, never the peak; the day's 70–85 % would leave 101–102 under it and is
 *   refused as too narrow, said so; 60–80 % is clipped to it, said so;
 * - Antônio: post-CABG, prescribed by ventilatory thresholds: VT1–VT2 and the test's peak —
 * are prescribed, signed with the physician's password, run in one class with simulated straps
 * (the class's time moved on the page's clock), and their band and limits checked on the start
 * line, the tile, the alarm, the class report, its PDF (pdftotext) and its CSV; then a single
 * recording of Lúcia. Every number is computed here from the guideline rules, not read off the
 * screen. Screenshots to THREE_PATIENTS_SHOTS when set.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { numberOf, parseCsv, tableOf } from '../src/common/csv/csv-read-back.test-helpers';
import {
  makeExerciseTest,
  makePrescription,
  makeProgramme,
} from '../src/server/test/programme-factories';
import { expect, test } from './fixtures';
import { makeAccount, signIn } from './steps/account';
import { addParticipant, endClass, type Scenario } from './steps/class';
import {
  createClinicByApi,
  enterClinicByApi,
  printToPdf,
  setRegistration,
} from './steps/documents';
import { makePatient, type PatientFields } from './steps/patients';
import { dischargeOnDocuments, putPatientRecord } from './steps/programme';
import { readCheckpoints } from './steps/recording';
import { connectSimulatedSensor } from './steps/sensor';
import { navigateTo } from './steps/shell';
import { confirmSignature } from './steps/signature';
import { uiText } from './steps/ui-text';

const PT = 'pt-BR';
const TABLET = { width: 820, height: 1180 };
const PHONE = { width: 390, height: 844 };
test.use({ locale: PT, viewport: TABLET, reducedMotion: 'reduce' });

/** `namespace:key` in Portuguese with its {{values}} filled. */
const tx = (key: string, vars: Record<string, string | number> = {}) =>
  Object.entries(vars).reduce(
    (text, [name, value]) => text.replaceAll(`{{${name}}}`, String(value)),
    uiText(PT, key),
  );

// ---------------------------------------------------------------------------------------------
// The guideline rules, written out here so the journey checks the app against them.

/** Bpm kept below the ischaemic threshold and below an ICD's detection rate. */
const MARGIN_BPM = 10;

interface TestHeart {
  restHr: number;
  peakHr: number;
  vt1Hr: number | null;
  vt2Hr: number | null;
  ischaemicHr: number | null;
}

/**
 * The safety maximum: the lowest of the test's measured peak (nothing above what was observed
 * safely), its ischaemic threshold − 10 bpm (ACSM's Guidelines for Exercise Testing and
 * Prescription, 11th ed.; SBC 2020 Diretriz Brasileira de Reabilitação Cardiovascular) and the
 * ICD's detection limit − 10 bpm (SBC 2020: stay clear of inappropriate shocks).
 */
function safetyMaxOf(test: TestHeart, deviceLimitBpm: number | null): number {
  const caps = [test.peakHr];
  if (test.ischaemicHr !== null) caps.push(test.ischaemicHr - MARGIN_BPM);
  if (deviceLimitBpm !== null) caps.push(deviceLimitBpm - MARGIN_BPM);
  return Math.min(...caps);
}

/** Karvonen on the measured peak (ACSM 11th ed., ch. 9): rest + pct × (peak − rest). */
const karvonen = (rest: number, peak: number, pct: number) =>
  Math.round(rest + (pct / 100) * (peak - rest));

/** A band's high kept at or below the safety maximum ("in target" is never above the alarm). */
const clipped = (low: number, high: number, max: number) => ({
  low,
  high: Math.min(high, max),
  clipped: high > max,
});

/** ACSM 11th ed. / SBC 2020 exercise-hypotension and desaturation limits (alarm-limits.ts). */
const SYSTOLIC_DROP_MMHG = 10;
const SPO2_MIN_PCT = 88;

// ---------------------------------------------------------------------------------------------
// The three patients.

interface Person {
  patient: PatientFields & { patientName: string };
  test: TestHeart;
  deviceLimitBpm: number | null;
  /** First-name search for the patient pickers. */
  search: string;
}

const LUCIA: Person = {
  patient: {
    patientId: 'IC-01',
    patientName: 'Lúcia Ferreira',
    sex: 'female',
    birthDate: '1952-06-11',
    restingHr: 78,
    clinicalProfile: {
      diagnosis:
        'Insuficiência cardíaca com fração de ejeção reduzida; fibrilação atrial permanente',
      lvefPct: 30,
      betaBlocker: true,
      implantedDevice: 'icd',
      deviceLimitBpm: 150,
      atrialFibrillation: true,
    },
  },
  // In AF: no thresholds, a peak of 146 bpm.
  test: { restHr: 78, peakHr: 146, vt1Hr: null, vt2Hr: null, ischaemicHr: null },
  deviceLimitBpm: 150,
  search: 'lúcia',
};
const BORG = { low: 11, high: 13 };

const JORGE: Person = {
  patient: {
    patientId: 'IAM-02',
    patientName: 'Jorge Batista',
    sex: 'male',
    birthDate: '1961-02-14',
    restingHr: 62,
    clinicalProfile: {
      diagnosis: 'Infarto agudo do miocárdio anterior',
      betaBlocker: true,
    },
  },
  test: { restHr: 62, peakHr: 118, vt1Hr: 95, vt2Hr: 110, ischaemicHr: 112 },
  deviceLimitBpm: null,
  search: 'jorge',
};

const ANTONIO: Person = {
  patient: {
    patientId: 'RM-03',
    patientName: 'Antônio Ribeiro',
    sex: 'male',
    birthDate: '1957-09-30',
    restingHr: 68,
    clinicalProfile: {
      diagnosis: 'Doença arterial coronariana',
      procedure: 'Revascularização do miocárdio (3 pontes)',
    },
  },
  test: { restHr: 68, peakHr: 142, vt1Hr: 104, vt2Hr: 126, ischaemicHr: null },
  deviceLimitBpm: null,
  search: 'antônio',
};

const luciaMax = safetyMaxOf(LUCIA.test, LUCIA.deviceLimitBpm); // min(146, 150 − 10) = 140
const jorgeMax = safetyMaxOf(JORGE.test, JORGE.deviceLimitBpm); // min(118, 112 − 10) = 102
const antonioMax = safetyMaxOf(ANTONIO.test, ANTONIO.deviceLimitBpm); // the peak, 142
// Jorge's prescription by thresholds: VT1–VT2 95–110, its high clipped to 102.
const jorgeBand = clipped(JORGE.test.vt1Hr!, JORGE.test.vt2Hr!, jorgeMax);
// After discharge, the day's 70–85 % of his reserve on the measured peak leaves 101–102 under
// 102: narrower than 5 bpm, refused; 60–80 % is clipped to 102.
const jorgeTooNarrow = clipped(
  karvonen(JORGE.patient.restingHr!, JORGE.test.peakHr, 70),
  karvonen(JORGE.patient.restingHr!, JORGE.test.peakHr, 85),
  jorgeMax,
);
const jorgeDay = clipped(
  karvonen(JORGE.patient.restingHr!, JORGE.test.peakHr, 60),
  karvonen(JORGE.patient.restingHr!, JORGE.test.peakHr, 80),
  jorgeMax,
);
// Antônio by thresholds: VT1–VT2, under his peak.
const antonioBand = clipped(ANTONIO.test.vt1Hr!, ANTONIO.test.vt2Hr!, antonioMax);

/** The issue's numbers, so a change to a factory cannot quietly change what is tested. */
test('the guideline numbers of the three patients', () => {
  expect([luciaMax, jorgeMax, antonioMax]).toEqual([140, 102, 142]);
  expect(jorgeBand).toEqual({ low: 95, high: 102, clipped: true });
  expect(jorgeTooNarrow).toEqual({ low: 101, high: 102, clipped: true });
  expect(jorgeDay).toEqual({ low: 96, high: 102, clipped: true });
  expect(antonioBand).toEqual({ low: 104, high: 126, clipped: false });
});

async function shot(page: Page, name: string, target?: Locator) {
  const dir = process.env.THREE_PATIENTS_SHOTS;
  if (!dir) return;
  const file = path.join(dir, `${name}.png`);
  await (target ?? page).screenshot({ path: file, ...(target ? {} : { fullPage: true }) });
}

/** Each patient, their exercise test and programme, through the API as another device would. */
async function seedRecords(page: Page, people: readonly Person[]) {
  for (const { patient, test } of people) {
    await makePatient(page.request, patient);
    const put = (at: string, data: unknown) =>
      putPatientRecord(page.request, patient.patientId, at, data);
    const onBetaBlocker = patient.clinicalProfile?.betaBlocker ?? false;
    await put('/assessments/ET-1', makeExerciseTest({ ...test, onBetaBlocker }));
    await put('/programmes/PR-1', makeProgramme());
    const intensity =
      patient === LUCIA.patient
        ? { method: 'borg' as const, borgLow: BORG.low, borgHigh: BORG.high }
        : { method: 'thresholds' as const };
    await put('/programmes/PR-1/prescription', makePrescription({ modality: 'cycle', intensity }));
  }
}

/** The physician owns the clinic; her CRM marks her as the one who signs. */
async function clinicWithPhysician(page: Page, baseURL: string) {
  const account = await makeAccount(page.request, { name: 'Dra. Marina Teles' });
  const clinicId = await createClinicByApi(page.request, baseURL, 'Clínica Reabilita Coração');
  await setRegistration(page.request, 'CRM-SP 98765');
  return { account, clinicId };
}

async function openPrescription(page: Page, person: Person) {
  await page.goto(`/patients/${person.patient.patientId}?tab=prescription`);
  await expect(
    page.getByRole('heading', { level: 1, name: person.patient.patientName }),
  ).toBeVisible();
  return page.getByRole('region', { name: tx('prescription:title') });
}

/** The physician reads the plan and signs it with her password. */
async function sign(page: Page, person: Person, shown: string[]) {
  const review = page.getByRole('region', { name: tx('prescription:review.title') });
  await review.getByRole('button', { name: tx('prescription:review.sign') }).click();
  await confirmSignature(page, PT, [person.patient.patientName, ...shown]);
  await expect(review.getByText(tx('prescription:review.signedCurrent'))).toBeVisible();
}

async function prescribeAndSign(page: Page) {
  // Lúcia: "Borg 11–13 (no HR band) · max 140" — the ICD's 150 less 10 — in her chart's header.
  let card = await openPrescription(page, LUCIA);
  await expect(
    page
      .getByText(
        `${tx('chart:header.borgTarget', BORG)} · ${tx('chart:header.safetyMax', { bpm: luciaMax })}`,
      )
      .first(),
  ).toBeVisible();
  await expect(card.getByText(tx('prescription:target.borgOnly', BORG)).first()).toBeVisible();
  await expect(
    card.getByText(tx('prescription:target.safetyMax', { bpm: luciaMax })),
  ).toBeVisible();
  await expect(
    card.getByText(
      tx('prescription:target.caps.device', { source: LUCIA.deviceLimitBpm!, bpm: luciaMax }),
    ),
  ).toBeVisible();
  await shot(page, 'lucia-prescription-820');
  await sign(page, LUCIA, [tx('prescription:target.safetyMax', { bpm: luciaMax })]);

  // Jorge: VT1–VT2 95–110, its high lowered to 112 − 10.
  card = await openPrescription(page, JORGE);
  await expect(
    card.getByText(tx('prescription:target.band', { low: jorgeBand.low, high: jorgeBand.high })),
  ).toBeVisible();
  await expect(
    card.getByText(tx('prescription:target.safetyMax', { bpm: jorgeMax })),
  ).toBeVisible();
  await expect(
    card.getByText(
      tx('prescription:target.caps.ischaemic', { source: JORGE.test.ischaemicHr!, bpm: jorgeMax }),
    ),
  ).toBeVisible();
  await expect(card.getByText(tx('prescription:target.clipped'))).toBeVisible();
  await sign(page, JORGE, [tx('prescription:target.safetyMax', { bpm: jorgeMax })]);

  // Antônio: VT1–VT2, the safety maximum his peak.
  card = await openPrescription(page, ANTONIO);
  await expect(
    card.getByText(
      tx('prescription:target.band', { low: antonioBand.low, high: antonioBand.high }),
    ),
  ).toBeVisible();
  await expect(
    card.getByText(tx('prescription:target.safetyMax', { bpm: antonioMax })),
  ).toBeVisible();
  await sign(page, ANTONIO, [tx('prescription:target.safetyMax', { bpm: antonioMax })]);
}

/** Jorge completes phase 2: discharged on Documents (the summary frozen, no plan in force). */
async function dischargeJorge(page: Page) {
  await page.goto(`/patients/${JORGE.patient.patientId}?tab=documents`);
  const recommendations = `Caminhada 30 min, 5×/semana; FC nunca acima de ${jorgeMax} bpm.`;
  await dischargeOnDocuments(page, recommendations, PT);
  const answer = await page.request.get(`/api/patients/${JORGE.patient.patientId}/programmes/PR-1`);
  expect(JSON.stringify(await answer.json())).toContain('"status":"discharged"');
}

/**
 * Class → Add participant: the patient, the start line checked by `check` (which may choose a
 * band for the day), a simulated strap of `scenario`, then Add.
 */
async function addToClass(
  page: Page,
  person: Person,
  scenario: Scenario,
  check: (dialog: Locator) => Promise<void>,
) {
  await addParticipant(page, { ...person.patient, scenario }, PT, async (dialog) => {
    await expect(dialog.getByTestId('start-target')).toBeVisible();
    await check(dialog);
    await shot(page, `${person.patient.patientId}-start-820`);
  });
}

const targetChoice = (dialog: Locator) =>
  dialog.getByRole('combobox', { name: tx('targets:choice.label') });

const safetyLine = (max: number, source: string) => tx('targets:safetyMaxLine', { max, source });

async function addTheThree(page: Page) {
  await navigateTo(page, tx('nav.class'), PT);
  await addToClass(page, LUCIA, 'steady', async (dialog) => {
    const about = dialog.getByTestId('start-target');
    await expect(about).toContainText(tx('targets:prescribedBorg', { version: 1, ...BORG }));
    await expect(about).toContainText(
      safetyLine(luciaMax, tx('targets:sources.device', { from: LUCIA.deviceLimitBpm! })),
    );
    // No heart-rate band: none offered, not even a % of reserve.
    await expect(targetChoice(dialog)).toHaveValue(tx('targets:choice.none'));
    await targetChoice(dialog).click();
    await expect(page.getByRole('option')).toHaveText([tx('targets:choice.none')]);
    await page.keyboard.press('Escape');
  });
  await addToClass(page, JORGE, 'exceeds-target', async (dialog) => {
    const about = dialog.getByTestId('start-target');
    // Discharged: no prescription in force, the cap still his ischaemic threshold − 10.
    await expect(about).not.toContainText('Prescrição v');
    const testDay = new Intl.DateTimeFormat(PT, { dateStyle: 'medium', timeZone: 'UTC' }).format(
      Date.parse(makeExerciseTest().date),
    );
    await expect(about).toContainText(tx('targets:noPrescriptionMeasured', { date: testDay }));
    await expect(about).toContainText(
      safetyLine(jorgeMax, tx('targets:sources.ischaemic', { from: JORGE.test.ischaemicHr! })),
    );
    await expect(about).not.toContainText(`${JORGE.test.peakHr} bpm (máximo`);
    const choose = async (low: number, high: number) => {
      await targetChoice(dialog).click();
      await page.getByRole('option', { name: tx('targets:choice.range', { low, high }) }).click();
    };
    await choose(70, 85);
    await expect(about).toContainText(
      tx('targets:tooNarrow', { low: jorgeTooNarrow.low, high: jorgeTooNarrow.high, min: 5 }),
    );
    await choose(60, 80);
    await expect(about).toContainText(
      tx('targets:clipped', { low: jorgeDay.low, high: jorgeDay.high }),
    );
  });
  await addToClass(page, ANTONIO, 'steady', async (dialog) => {
    await expect(targetChoice(dialog)).toHaveValue(
      tx('targets:choice.prescription', {
        version: 1,
        low: antonioBand.low,
        high: antonioBand.high,
      }),
    );
    const about = dialog.getByTestId('start-target');
    await expect(about).toContainText(
      tx('targets:prescribedNoMax', { version: 1, low: antonioBand.low, high: antonioBand.high }),
    );
    await expect(about).toContainText(
      safetyLine(antonioMax, tx('targets:sources.peak', { from: ANTONIO.test.peakHr })),
    );
  });
  await expect(page.getByTestId('checklist-row')).toHaveCount(3);
}

const tileOf = (page: Page, person: Person) =>
  page.getByTestId('participant-tile').filter({ hasText: person.patient.patientName });

const bannerOf = (page: Page, person: Person, rule: string) =>
  page
    .getByTestId('alarm-banner')
    .getByRole('alert')
    .filter({ hasText: `${person.patient.patientName} — ${tx(`results:alarms.rules.${rule}`)}` });

/** One entries round for a participant: Borg, BP and SpO₂ as far as given, in one form. */
async function enter(
  page: Page,
  person: Person,
  values: { borg?: number; bp?: [number, number]; spo2?: number },
) {
  await tileOf(page, person)
    .getByRole('button', { name: tx('class:tile.entries') })
    .click();
  const panel = page.getByRole('dialog', {
    name: tx('class:tile.entriesFor', { name: person.patient.patientName }),
  });
  const field = (key: string) => panel.getByLabel(tx(`recording:entries.${key}`));
  if (values.borg !== undefined) {
    await panel
      .getByRole('combobox', { name: tx('recording:entries.rpeLabel') })
      .selectOption(String(values.borg));
  }
  if (values.bp) {
    await field('systolic').fill(String(values.bp[0]));
    await field('diastolic').fill(String(values.bp[1]));
  }
  if (values.spo2 !== undefined) await field('spo2Label').fill(String(values.spo2));
  await panel.getByRole('button', { name: tx('recording:entries.add') }).click();
  await expect(panel).toBeHidden();
}

/** Each tile's safety maximum as its "Alarm limits" show it, prefilled from the record. */
async function expectLimits(
  page: Page,
  person: Person,
  safetyMax: number,
  borgMax: number | null,
  raiseTo?: number,
) {
  await tileOf(page, person)
    .getByRole('button', { name: tx('class:tile.moreNamed', { name: person.patient.patientName }) })
    .click();
  await page.getByRole('menuitem', { name: tx('class:tile.limits') }).click();
  const limits = page.getByRole('dialog', {
    name: tx('class:limits.title', { name: person.patient.patientName }),
  });
  await expect(limits.getByLabel(tx('class:limits.fields.safetyMaxBpm'))).toHaveValue(
    String(safetyMax),
  );
  if (borgMax !== null) {
    await expect(limits.getByLabel(tx('class:limits.fields.borgMax'))).toHaveValue(String(borgMax));
  }
  if (raiseTo !== undefined) {
    // Not even to what his heart reached on the test: the record's maximum holds for the day.
    await limits.getByLabel(tx('class:limits.fields.safetyMaxBpm')).fill(String(raiseTo));
    await limits.getByRole('button', { name: tx('class:limits.save') }).click();
    await expect(limits).toContainText(
      tx('class:limits.aboveRecord', { max: safetyMax }).split(':')[0]!,
    );
  }
  await limits.getByRole('button', { name: tx('class:limits.cancel') }).click();
  await expect(limits).toBeHidden();
}

/** Lúcia's readings at rest then in effort, as the issue words them. */
const LUCIA_REST_BP: [number, number] = [112, 72];
const LUCIA_EFFORT = { borg: 15, bp: [96, 58] as [number, number], spo2: 87 };

async function runClass(page: Page) {
  await page.getByRole('button', { name: /^Iniciar turma/ }).click();
  await expect(page.getByTestId('participant-tile')).toHaveCount(3);
  // Lúcia's pressure at rest, before she starts pedalling: the baseline of a fall, entered in the
  // first minutes with "pre-exercise" ticked (the default while none was taken).
  await enter(page, LUCIA, { bp: LUCIA_REST_BP });
  // Half a minute of class on the page's clock: Jorge's strap climbs past his maximum and stays.
  await page.clock.runFor(30_000);

  const lucia = tileOf(page, LUCIA);
  await expect(lucia.getByTestId('tile-no-band')).toHaveText(
    `${tx('class:tile.borg', BORG)} · ${tx('class:tile.safetyMax', { max: `${luciaMax} bpm` })}`,
  );
  // No band: never "below target", nor any target.
  await expect(lucia).not.toContainText(tx('class:tile.position.below'));
  await expect(lucia).not.toContainText('alvo');

  const jorge = tileOf(page, JORGE);
  await expect(jorge).toContainText(
    tx('class:tile.target', { low: jorgeDay.low, high: jorgeDay.high }),
  );
  // The above-max alarm goes off at 102, never at his test's 118.
  const aboveMax = bannerOf(page, JORGE, 'above-max');
  await expect(aboveMax).toContainText(new RegExp(`\\(\\d{3} > ${jorgeMax} bpm\\)`));
  await expect(aboveMax).toHaveAttribute('data-priority', 'high');
  // His band's top is the maximum: one excursion, the high alarm only (IEC 60601-1-8).
  await expect(bannerOf(page, JORGE, 'above-target')).toHaveCount(0);
  await expect(jorge).toHaveAttribute('data-alarm', 'true');
  await shot(page, 'class-alarm-jorge-820');

  const antonio = tileOf(page, ANTONIO);
  await expect(antonio).toContainText(
    tx('class:tile.target', { low: antonioBand.low, high: antonioBand.high }),
  );
  await expect(antonio).not.toHaveAttribute('data-alarm', 'true');

  await expectLimits(page, LUCIA, luciaMax, BORG.high);
  await expectLimits(page, JORGE, jorgeMax, null, JORGE.test.peakHr);
  await expectLimits(page, ANTONIO, antonioMax, null);

  // Lúcia in effort: Borg over her range, the systolic fallen, SpO₂ low.
  await enter(page, LUCIA, LUCIA_EFFORT);
  const fall = LUCIA_REST_BP[0] - LUCIA_EFFORT.bp[0];
  expect(fall).toBeGreaterThan(SYSTOLIC_DROP_MMHG);
  expect(LUCIA_EFFORT.spo2).toBeLessThan(SPO2_MIN_PCT);
  await expect(bannerOf(page, LUCIA, 'systolic-drop')).toContainText(
    `(${fall} > ${SYSTOLIC_DROP_MMHG} mmHg)`,
  );
  await expect(bannerOf(page, LUCIA, 'spo2-low')).toContainText(
    `(${LUCIA_EFFORT.spo2} < ${SPO2_MIN_PCT} %)`,
  );
  const borg = bannerOf(page, LUCIA, 'borg-above');
  await expect(borg).toContainText(`(${LUCIA_EFFORT.borg} > ${BORG.high} Borg)`);
  await expect(borg).toHaveAttribute('data-priority', 'low');
  // 96 is not under 90: a fall, not the absolute hypotension rule.
  await expect(bannerOf(page, LUCIA, 'systolic-low')).toHaveCount(0);
  await shot(page, 'class-alarms-820');
  // The entry's undo notice, closed so the tiles are seen whole.
  await page.getByRole('button', { name: tx('recording:entries.dismiss') }).click();
  await shot(page, 'tile-lucia-820', lucia);
  await shot(page, 'tile-jorge-820', jorge);
  await shot(page, 'tile-antonio-820', antonio);
  await page.setViewportSize(PHONE);
  await shot(page, 'tile-lucia-390', lucia);
  await shot(page, 'tile-jorge-390', jorge);
  await shot(page, 'tile-antonio-390', antonio);
  await page.setViewportSize(TABLET);
  // The advice is heard and acknowledged; the alarms stay for the physician.
  await borg
    .getByRole('button', {
      name: tx('alarms:alarms.ackNamed', { name: LUCIA.patient.patientName }),
    })
    .click();
  await expect(borg).toBeHidden();

  const checkpoints = (await readCheckpoints(page)).filter((c) => c.session.classId);
  const limitsOf = (person: Person) => {
    const part = checkpoints.find((c) => c.session.patientId === person.patient.patientId);
    const session = part?.session as unknown as { classPart: { limits: object } } | undefined;
    return session?.classPart.limits;
  };
  expect(limitsOf(LUCIA)).toMatchObject({
    targetHighBpm: null,
    safetyMaxBpm: luciaMax,
    borgMax: BORG.high,
  });
  expect(limitsOf(JORGE)).toMatchObject({ targetHighBpm: jorgeDay.high, safetyMaxBpm: jorgeMax });
  expect(limitsOf(ANTONIO)).toMatchObject({
    targetHighBpm: antonioBand.high,
    safetyMaxBpm: antonioMax,
  });
  const classId = checkpoints[0]!.session.classId!;

  await endClass(page, PT);
  await page.getByRole('button', { name: tx('class:review.save_other', { count: 3 }) }).click();
  await expect(page.getByText(tx('class:review.saved'))).toBeVisible();
  return classId;
}

/** What each participant's row must say: the band (or Borg range) and the alarms counted. */
const EXPECTED = {
  // Two alarms (the fall and the SpO₂), neither acknowledged; the Borg advisory apart.
  lucia: { excursions: 2, sounded: 2, acks: 0, rules: ['spo2-low', 'systolic-drop'] },
  // Above the maximum, which is his band's top: one excursion, the above-max alarm only.
  jorge: { excursions: 1, sounded: 1, acks: 0, rules: ['above-max'] },
  antonio: { excursions: 0, sounded: 0, acks: 0, rules: [] as string[] },
};

/** Each patient's safety maximum and the record's rule that set it (targets:sources). */
const SAFETY = [
  [() => LUCIA, luciaMax, 'device'],
  [() => JORGE, jorgeMax, 'ischaemic'],
  [() => ANTONIO, antonioMax, 'peak'],
] as const;

/** A count in Portuguese: pt-BR's plural rules put 0 and 1 in "one". */
const counted = (key: string, count: number) =>
  tx(`results:alarmCounts.${key}_${new Intl.PluralRules(PT).select(count)}`, { count });

const countsText = (c: { excursions: number; sounded: number; acks: number }) =>
  c.excursions === 0
    ? tx('results:classReport.noAlarms')
    : [
        counted('excursions', c.excursions),
        counted('sounded', c.sounded),
        counted('acks', c.acks),
      ].join(', ');

const rulesText = (rules: string[]) =>
  rules.map((rule) => tx(`results:alarms.rules.${rule}`)).join(', ');

/** The one session a patient has, as the history list serves it. */
async function savedSession(page: Page, person: Person) {
  const url = `/api/activities?patientId=${person.patient.patientId}`;
  await expect
    .poll(async () => (await (await page.request.get(url)).json()).activities.length)
    .toBe(1);
  return (await (await page.request.get(url)).json()).activities[0];
}

/** What each session keeps of what guided it (issue 34): band, Borg range, plan and signature. */
async function checkSavedSessions(page: Page) {
  const lucia = await savedSession(page, LUCIA);
  expect(lucia.target ?? null).toBeNull();
  expect(lucia.borgTarget).toEqual(BORG);
  expect(lucia.prescription).toEqual({ version: 1, signed: true });
  const jorge = await savedSession(page, JORGE);
  expect(jorge.target).toEqual({ lowBpm: jorgeDay.low, highBpm: jorgeDay.high });
  // Discharged: no prescription was in force.
  expect(jorge.prescription ?? null).toBeNull();
  const antonio = await savedSession(page, ANTONIO);
  expect(antonio.target).toEqual({ lowBpm: antonioBand.low, highBpm: antonioBand.high });
  expect(antonio.prescription).toEqual({ version: 1, signed: true });
  // The safety maximum each ran with, from the record's rule that set it.
  expect([lucia.safetyMaxBpm, lucia.safetyMaxSource]).toEqual([luciaMax, 'device']);
  expect([jorge.safetyMaxBpm, jorge.safetyMaxSource]).toEqual([jorgeMax, 'ischaemic']);
  expect([antonio.safetyMaxBpm, antonio.safetyMaxSource]).toEqual([antonioMax, 'peak']);
}

async function checkReport(page: Page, classId: string, pdfFile: string) {
  // Below 1200 px the report is cards (issue 36); its table, whose rows this reads, from 1200.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/class/${classId}/report`);
  const table = page.locator('[data-class-report-table]');
  await expect(table.getByRole('row')).toHaveCount(4);
  const row = (person: Person) =>
    table.getByRole('row').filter({ hasText: person.patient.patientName });

  // Lúcia: her Borg range is her target (issue 34), her alarms and the Borg advisory.
  const lucia = row(LUCIA);
  await expect(lucia).toContainText(tx('results:guidance.borg', BORG));
  await expect(lucia).toContainText(tx('results:guidance.prescription', { version: 1 }));
  await expect(lucia).not.toContainText(
    tx('results:guidance.prescription_unsigned', { version: 1 }),
  );
  await expect(lucia).toContainText(
    `${countsText(EXPECTED.lucia)} (${rulesText(EXPECTED.lucia.rules)})`,
  );
  // The advisory with its own advice: a Borg rating is not answered by checking the pulse.
  await expect(lucia).toContainText(
    tx('results:classReport.advisories', {
      rules: `${tx('results:alarms.rules.borg-above')} — ${tx('results:alarms.advice.borg-above')}`,
    }),
  );
  await expect(lucia).not.toContainText(tx('results:alarms.advice.irregular-rhythm'));
  // Before · during · after: her pressure at rest, taken in the first minutes as pre-exercise.
  await expect(lucia).toContainText(
    `${LUCIA_REST_BP.join('/')} · ${LUCIA_EFFORT.bp.join('/')} · —`,
  );

  const jorge = row(JORGE);
  await expect(jorge).toContainText(`${jorgeDay.low}–${jorgeDay.high} bpm`);
  await expect(jorge).toContainText(
    `${countsText(EXPECTED.jorge)} (${rulesText(EXPECTED.jorge.rules)})`,
  );
  await expect(jorge).toContainText(/\d+:\d{2} acima do máximo de segurança/);

  const antonio = row(ANTONIO);
  await expect(antonio).toContainText(`${antonioBand.low}–${antonioBand.high} bpm`);
  await expect(antonio).toContainText(countsText(EXPECTED.antonio));

  // Each participant's safety maximum, the limit the alarms ran with (issue 34: "band and limits"),
  // in its own column with where it came from.
  const headers = await table.getByRole('columnheader').allTextContents();
  const safetyColumn = headers.indexOf(tx('results:classReport.safetyMax'));
  expect(safetyColumn).toBeGreaterThan(0);
  for (const [person, max, source] of SAFETY) {
    const cell = row(person()).locator('th, td').nth(safetyColumn);
    await expect(cell).toHaveText(`${max} bpm${tx(`results:guidance.safetyMaxSources.${source}`)}`);
  }
  await shot(page, 'class-report-1280');

  // Paper.
  const pdf = await printToPdf(page, pdfFile, process.env.THREE_PATIENTS_SHOTS);
  const paper = pdf.pageTexts.join('\n');
  const flat = paper.replace(/\s+/g, ' ');
  // pdftotext lays a row's wrapped cells out above and below its name: the targets, which are
  // each the patient's own, the counts, and a rule short enough to stay on one line.
  for (const person of [LUCIA, JORGE, ANTONIO]) expect(flat).toContain(person.patient.patientName);
  expect(flat).toContain(tx('results:guidance.borg', BORG));
  expect(flat).toContain(`${jorgeDay.low}–${jorgeDay.high} bpm`);
  expect(flat).toContain(`${antonioBand.low}–${antonioBand.high} bpm`);
  for (const expected of [EXPECTED.lucia, EXPECTED.jorge, EXPECTED.antonio]) {
    expect(flat).toContain(countsText(expected));
  }
  expect(flat).toContain(tx('results:alarms.rules.spo2-low'));
  expect(flat).toMatch(/\d+:\d{2} acima do máximo de segurança/);
  expect(flat).toContain(tx('results:alarms.advice.borg-above'));
  // The safety maxima, each its own "N bpm" (not a band's top, "101–102 bpm"); their column's
  // head and sources wrap in the narrow column, which pdftotext lays out line by line.
  for (const [, max] of SAFETY) {
    expect(flat, 'safety maximum on paper').toMatch(new RegExp(`(?<![–\\d])${max} bpm`));
  }

  // The CSV, in the pt-BR dialect.
  const downloading = page.waitForEvent('download');
  await page
    .getByRole('button', {
      name: `${tx('results:classReport.csv')} (${tx('common.csvDialect_pt-BR')})`,
    })
    .click();
  const csv = (await readFile(await (await downloading).path())).toString('utf8');
  const rows = tableOf(parseCsv(csv, 'pt-BR'));
  expect(rows).toHaveLength(3);
  const col = (key: string) => tx(`results:classCsv.${key}`);
  const csvRow = (person: Person) =>
    rows.find((r) => r[col('patientId')] === person.patient.patientId)!;
  const num = (person: Person, key: string) => numberOf(csvRow(person)[col(key)], 'pt-BR');

  expect(num(JORGE, 'targetLow')).toBe(jorgeDay.low);
  expect(num(JORGE, 'targetHigh')).toBe(jorgeDay.high);
  expect(num(ANTONIO, 'targetLow')).toBe(antonioBand.low);
  expect(num(ANTONIO, 'targetHigh')).toBe(antonioBand.high);
  // Lúcia had no heart-rate band: no bpm, her Borg range instead.
  expect(csvRow(LUCIA)[col('targetLow')]).toBe('');
  expect(csvRow(LUCIA)[col('targetBorg')]).toContain(`${BORG.low}`);
  expect(csvRow(LUCIA)[col('targetBorg')]).toContain(`${BORG.high}`);
  expect(csvRow(LUCIA)[col('prescription')]).toBe(tx('results:guidance.version', { version: 1 }));
  expect(csvRow(JORGE)[col('prescription')]).toBe('');
  for (const [person, expected] of [
    [LUCIA, EXPECTED.lucia],
    [JORGE, EXPECTED.jorge],
    [ANTONIO, EXPECTED.antonio],
  ] as const) {
    expect(num(person, 'alarms'), person.patient.patientName).toBe(expected.excursions);
    expect(num(person, 'alarmsSounded'), person.patient.patientName).toBe(expected.sounded);
    expect(num(person, 'alarmAcks'), person.patient.patientName).toBe(expected.acks);
  }
  expect(num(JORGE, 'aboveMaxMin')).toBeGreaterThan(0);
  expect(csvRow(LUCIA)[col('bp_before')]).toBe(LUCIA_REST_BP.join('/'));
  expect(csvRow(LUCIA)[col('bp_during')]).toBe(LUCIA_EFFORT.bp.join('/'));
  expect(csvRow(LUCIA)[col('spo2_during')]).toBe(String(LUCIA_EFFORT.spo2));
  // Each participant's safety maximum in the file too, and where it came from.
  const columns = Object.keys(csvRow(ANTONIO)).join(' | ');
  expect(columns).toMatch(/máximo de segurança \(bpm\)/i);
  expect(num(LUCIA, 'safetyMaxBpm')).toBe(luciaMax);
  expect(num(JORGE, 'safetyMaxBpm')).toBe(jorgeMax);
  expect(num(ANTONIO, 'safetyMaxBpm')).toBe(antonioMax);
  expect(csvRow(JORGE)[col('safetyMaxSource')]).toBe(
    tx('results:guidance.safetyMaxSources.ischaemic'),
  );
}

test('three patients, one class: band and limits from the rules on every screen, report, PDF and CSV', async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(300_000);
  const { account, clinicId } = await clinicWithPhysician(page, baseURL!);
  await seedRecords(page, [LUCIA, JORGE, ANTONIO]);
  // The class's time runs on the page's clock, moved on where a rule counts seconds.
  await page.clock.install();
  await signIn(page, account, PT);
  await enterClinicByApi(page.request, baseURL!, clinicId);
  await page.goto('/home');

  await prescribeAndSign(page);
  await dischargeJorge(page);
  await addTheThree(page);
  const classId = await runClass(page);
  await checkSavedSessions(page);
  await checkReport(page, classId, testInfo.outputPath('turma.pdf'));
});

test('a single recording of the Borg-only patient in AF: no band, her Borg range and ICD maximum', async ({
  page,
}) => {
  const account = await makeAccount(page.request, { name: 'Fisio Rita Prado' });
  await seedRecords(page, [LUCIA]);
  await signIn(page, account, PT);
  await connectSimulatedSensor(page, PT);
  await navigateTo(page, tx('nav.activity'), PT);
  const patient = page.getByRole('combobox', { name: tx('recording:setup.patient') });
  await patient.click();
  await patient.fill(LUCIA.search);
  await page.getByRole('option', { name: new RegExp(LUCIA.patient.patientName) }).click();
  const about = page.getByTestId('start-target');
  // Nobody has signed her plan in this workspace: the start line says so (issue 34).
  await expect(about).toContainText(tx('targets:prescribedBorg_unsigned', { version: 1, ...BORG }));
  await expect(about).toContainText(
    safetyLine(luciaMax, tx('targets:sources.device', { from: LUCIA.deviceLimitBpm! })),
  );
  await expect(page.getByRole('combobox', { name: tx('targets:choice.label') })).toHaveValue(
    tx('targets:choice.none'),
  );
  await shot(page, 'recording-start-lucia-820');
  await page.getByRole('button', { name: tx('recording:setup.start') }).click();

  const noBand = page.getByTestId('live-no-band');
  await expect(noBand).toHaveText(
    `${tx('recording:live.borgTarget', BORG)} · ${tx('recording:live.safetyMax', { max: luciaMax })}`,
  );
  await expect(page.getByText(/(Abaixo do|No|Acima do) alvo/)).toHaveCount(0);
  await page
    .getByRole('combobox', { name: tx('recording:entries.rpeLabel') })
    .selectOption(String(LUCIA_EFFORT.borg));
  await page.getByRole('button', { name: tx('recording:entries.add') }).click();
  const advisory = page
    .getByRole('alert')
    .filter({ hasText: tx('results:alarms.rules.borg-above') });
  await expect(advisory).toContainText(`(${LUCIA_EFFORT.borg} > ${BORG.high} Borg)`);
  await expect(advisory).toContainText(tx('results:alarms.advice.borg-above'));
  await shot(page, 'recording-live-lucia-820');
  await page.setViewportSize(PHONE);
  await shot(page, 'recording-live-lucia-390');
  await page.setViewportSize(TABLET);
  await page.getByRole('button', { name: tx('recording:live.stop') }).click();
  await page.getByRole('button', { name: tx('recording:review.save') }).click();
  await expect(page.getByText(tx('recording:review.saved'))).toBeVisible();

  const saved = await savedSession(page, LUCIA);
  const { activity } = await (await page.request.get(`/api/activities/${saved.activityId}`)).json();
  // No band saved with it but her Borg range, from a plan nobody signed; the advisory at its top.
  expect(activity.target ?? null).toBeNull();
  expect(activity.borgTarget).toEqual(BORG);
  expect(activity.prescription).toEqual({ version: 1, signed: false });
  expect(activity.events).toContainEqual(
    expect.objectContaining({
      kind: 'alarm',
      value: expect.objectContaining({ rule: 'borg-above', measured: 15, limit: BORG.high }),
    }),
  );
});
