/**
 * Recording on the Activity screen: a session started for a patient, stopped and saved, and the
 * checkpoint the app keeps of the one in progress.
 */
import { expect, type Page } from '@playwright/test';
import { connectSimulatedSensor } from './sensor';
import { navigateTo } from './shell';
import { type Language, uiText } from './ui-text';

/**
 * Goes to Activity, picks the patient through the searchable select, the activity type (its
 * label on screen; Walk unless given) and a target zone if given, and presses Start.
 */
export async function startRecording(
  page: Page,
  {
    search,
    patientName,
    type,
    target,
  }: { search: string; patientName: string; type?: string; target?: string },
  language: Language = 'en',
): Promise<void> {
  const text = (key: string) => uiText(language, `recording:${key}`);
  const typeLabel = type ?? text('types.walk');
  await navigateTo(page, uiText(language, 'nav.activity'), language);
  const patient = page.getByRole('combobox', { name: text('setup.patient') });
  await patient.click();
  await patient.fill(search);
  await page.getByRole('option', { name: new RegExp(patientName) }).click();
  await page
    .getByRole('radiogroup', { name: text('setup.type') })
    .getByText(typeLabel, { exact: true })
    .click();
  await expect(page.getByRole('radio', { name: typeLabel })).toBeChecked();
  if (target) {
    await page.getByRole('combobox', { name: uiText(language, 'targets:choice.label') }).click();
    await page.getByRole('option', { name: target }).click();
  }
  await page.getByRole('button', { name: text('setup.start') }).click();
  await expect(page.getByRole('button', { name: text('live.stop') })).toBeVisible();
}

/** Stops the recording on screen and saves it as it is. */
export async function stopAndSaveRecording(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Stop' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Session saved')).toBeVisible();
}

/** Connects the simulated sensor, records about 2.5 s for the patient and saves the session. */
export async function recordShortSession(page: Page, search: string, patientName: string) {
  await connectSimulatedSensor(page);
  await startRecording(page, { search, patientName });
  await page.waitForTimeout(2500);
  await stopAndSaveRecording(page);
}

export interface StoredCheckpoint {
  activityId: string;
  session: {
    patientId: string;
    classId?: string;
    samples: { t: number[]; hr: (number | null)[] };
    events: { kind: string }[];
  };
}

/** Every checkpoint the app keeps in IndexedDB ("ritmo" → checkpoints): recordings in progress. */
export function readCheckpoints(page: Page): Promise<StoredCheckpoint[]> {
  return page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open('ritmo');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const request = open.result
            .transaction('checkpoints')
            .objectStore('checkpoints')
            .getAll();
          request.onsuccess = () => {
            open.result.close();
            resolve(request.result);
          };
          request.onerror = () => reject(request.error);
        };
      }),
  );
}

/** The checkpoint of the one session in progress on the Activity screen. */
export async function readCheckpoint(page: Page): Promise<StoredCheckpoint | null> {
  return (await readCheckpoints(page))[0] ?? null;
}
