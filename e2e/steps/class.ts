/**
 * The class on /class: participants added through "Add participant" with a simulated sensor of
 * a chosen scenario, started, and the checkpoints the app keeps of a class in progress.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { makePatient, type PatientFields } from './patients';
import { readCheckpoints, type StoredCheckpoint } from './recording';
import { navigateTo } from './shell';
import { type Language, uiText } from './ui-text';

export type Scenario = 'steady' | 'intervals' | 'exceeds-target' | 'signal-loss';

export interface ClassPatient extends PatientFields {
  patientName: string;
  scenario: Scenario;
}

/** Six patients with birth date and resting HR (so each has HR max, a target and limits). */
export function sixPatients(prefix: string): ClassPatient[] {
  const people: [string, Scenario][] = [
    ['Maria Conceição', 'exceeds-target'],
    ['José Almeida', 'signal-loss'],
    ['Ana Beatriz Lima', 'steady'],
    ['Carlos Eduardo Souza', 'intervals'],
    ['Helena Martins', 'steady'],
    ['Rui Barbosa Neto', 'intervals'],
  ];
  return people.map(([patientName, scenario], i) => ({
    patientId: `${prefix}-${i + 1}`,
    patientName,
    scenario,
    birthDate: `19${50 + i}-03-1${i}`,
    restingHr: 64 + i,
  }));
}

const TWELVE_NAMES = [
  'Maria Conceição',
  'José Almeida',
  'Ana Beatriz Lima',
  'Carlos Eduardo Souza',
  'Helena Martins',
  'Rui Barbosa Neto',
  'Francisca Oliveira',
  'Joaquim Pereira',
  'Luísa Fernandes',
  'Paulo Henrique Costa',
  'Teresa Ribeiro',
  'Antônio Carvalho',
];

/**
 * A full class of twelve, each with HR max and a target; `scenarioOf` picks each one's simulated
 * strap (all steady, so no alarm, unless told).
 */
export function twelvePatients(
  prefix: string,
  scenarioOf: (index: number) => Scenario = () => 'steady',
): ClassPatient[] {
  return TWELVE_NAMES.map((patientName, i) => ({
    patientId: `${prefix}-${String(i + 1).padStart(2, '0')}`,
    patientName,
    scenario: scenarioOf(i),
    birthDate: `19${50 + i}-03-1${i % 10}`,
    restingHr: 60 + i,
  }));
}

export async function makeClassPatients(page: Page, patients: readonly ClassPatient[]) {
  for (const { scenario: _scenario, ...patient } of patients) {
    await makePatient(page.request, patient);
  }
}

/**
 * Adds one participant with a simulated sensor of that scenario. `onChosen` reads (or changes)
 * the dialog once the patient is chosen: their start line and target, before the strap.
 */
export async function addParticipant(
  page: Page,
  patient: ClassPatient,
  language: Language = 'en',
  onChosen?: (dialog: Locator) => Promise<void>,
) {
  const text = (key: string) => uiText(language, `class:${key}`);
  await page.getByRole('button', { name: text('setup.add') }).click();
  const dialog = page.getByRole('dialog', { name: text('add.title') });
  const select = dialog.getByRole('combobox', { name: text('add.patient') });
  await select.click();
  await select.fill(patient.patientId);
  await page.getByRole('option', { name: new RegExp(patient.patientName) }).click();
  if (onChosen) await onChosen(dialog);
  const sensor = dialog.getByRole('combobox', { name: text('add.sensor') });
  const scenario = page.getByRole('option', {
    name: text(`scenarios.${patient.scenario}`),
    exact: true,
  });
  // On a loaded machine the click can land while the patient list is still closing, and the
  // sensor list stays shut: open it again until the option can be chosen.
  await expect(async () => {
    if (!(await scenario.isVisible())) await sensor.click();
    await scenario.click({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await dialog.getByRole('button', { name: text('add.add'), exact: true }).click();
  await expect(dialog).toBeHidden();
}

/** Goes to Class, adds everyone, waits for every simulated strap, and starts the class. */
export async function startClass(
  page: Page,
  patients: readonly ClassPatient[],
  language: Language = 'en',
) {
  await navigateTo(page, uiText(language, 'nav.class'), language);
  for (const patient of patients) await addParticipant(page, patient, language);
  await expect(page.getByTestId('checklist-row')).toHaveCount(patients.length);
  await page.getByRole('button', { name: /^(Start class|Iniciar turma)/ }).click();
  await expect(page.getByTestId('participant-tile')).toHaveCount(patients.length);
}

/** Ends the class on screen (confirming) and waits for its review. */
export async function endClass(page: Page, language: Language = 'en') {
  const text = (key: string) => uiText(language, `class:${key}`);
  await page.getByRole('button', { name: text('live.end') }).click();
  await page
    .getByRole('dialog', { name: text('live.endTitle') })
    .getByRole('button', { name: text('live.endConfirm') })
    .click();
  await expect(page.getByRole('heading', { name: text('review.title') })).toBeVisible();
}

/** Ends a class of one participant (confirming) and saves its session from the review. */
export async function endAndSaveOne(page: Page, language: Language) {
  const text = (key: string) => uiText(language, `class:${key}`);
  await endClass(page, language);
  await page
    .getByRole('button', { name: text('review.save_one').replace('{{count}}', '1') })
    .click();
  await expect(page.getByRole('heading', { name: text('review.title') })).toBeHidden();
}

/** The class's checkpoints, one per participant still to save. */
export async function readClassCheckpoints(page: Page): Promise<StoredCheckpoint[]> {
  return (await readCheckpoints(page)).filter((checkpoint) => checkpoint.session.classId);
}
