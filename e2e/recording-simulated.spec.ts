/** Journey: the simulated sensor, a whole session for a patient, and the saved record on the server. */
import { expect, test } from './fixtures';
import { signedIn } from './steps/account';
import { makePatient } from './steps/patients';
import { startRecording } from './steps/recording';
import { connectSimulatedSensor } from './steps/sensor';

// Whole journeys on a shared, sometimes busy machine: more than the 30 s default.
test.describe.configure({ timeout: 60_000 });

test('record with the simulated sensor: pause, marker, RPE, stop, save, found through the API', async ({
  page,
}) => {
  await signedIn(page);
  await makePatient(page.request, {
    patientId: 'SIM-1',
    patientName: 'Maria Conceição',
    birthDate: '1960-03-02',
    restingHr: 64,
  });

  await connectSimulatedSensor(page);
  await expect(page.getByTestId('sensor-device-name')).toHaveText('Ritmo simulator');
  await expect(page.getByTestId('sensor-hr')).toHaveText(/^\d{2,3} bpm$/, { timeout: 5000 });

  // Navigating keeps the connection: it lives above the routes.
  await startRecording(page, {
    search: 'conceicao',
    patientName: 'Maria Conceição',
    type: 'Cycle',
    target: '60–80 % of HR reserve',
  });
  await expect(page.getByText('Ritmo simulator')).toBeVisible();
  await expect(page.getByTestId('live-hr')).toHaveText(/^\d{2,3} bpm$/, { timeout: 5000 });
  await expect(page.getByTestId('live-zone')).toContainText(/Zone \d · \w+/);
  await expect(page.getByText(/(Below|In|Above) target \(\d+–\d+\)/)).toBeVisible();

  await page.getByRole('button', { name: 'Pause' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Paused' })).toBeVisible();
  await page.waitForTimeout(1500);
  await page.getByRole('button', { name: 'Resume' }).click();
  await page.getByRole('button', { name: 'Marker' }).click();
  await page
    .getByRole('combobox', { name: 'Borg rating of perceived exertion (6–20)' })
    .selectOption({ label: '13 — somewhat hard' });
  await page.getByRole('button', { name: 'Add' }).click();
  const events = page.getByRole('region', { name: 'Events' });
  await expect(events).toContainText('RPE 13');
  await expect(events).toContainText('Marker');
  await page.waitForTimeout(2000);

  await page.getByRole('button', { name: 'Stop' }).click();
  const summary = page.getByRole('region', { name: 'Summary' });
  await expect(summary).toContainText('Average HR');
  await page.getByLabel('Notes').fill('Tolerated well');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Session saved')).toBeVisible();

  // The outbox replays the PUT; the list and the record then hold the session.
  let activityId = '';
  await expect
    .poll(async () => {
      const list = await (await page.request.get('/api/activities?patientId=SIM-1')).json();
      activityId = list.activities[0]?.activityId ?? '';
      return list.activities.length;
    })
    .toBe(1);
  const { activity } = await (await page.request.get(`/api/activities/${activityId}`)).json();
  expect(activity).toMatchObject({
    patientId: 'SIM-1',
    type: 'cycle',
    device: { name: 'Ritmo simulator', kind: 'simulated' },
    restingHr: 64,
    notes: 'Tolerated well',
  });
  expect(activity.hrMaxBpm).toBeGreaterThan(150);
  expect(activity.events.map((e: { kind: string }) => e.kind)).toEqual([
    'pause',
    'resume',
    'marker',
    'rpe',
  ]);
  expect(activity.summary.rpe).toBe(13);
  expect(activity.samples.t.length).toBeGreaterThanOrEqual(4);
  expect(activity.samples.hr.length).toBe(activity.samples.t.length);
  expect(activity.summary.activeTimeMs).toBeLessThan(activity.summary.durationMs);
  expect(activity.timestamp).toBeGreaterThanOrEqual(activity.endedAt);
});
