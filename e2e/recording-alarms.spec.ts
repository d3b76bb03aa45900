/**
 * Journey: alarms in a single recording. An SpO₂ entry below the limit raises an alarm naming
 * the patient; it is acknowledged, and the saved session holds the alarm and who acknowledged it.
 * With no sensor connected, silence is not called a lost signal.
 */
import { expect, test } from './fixtures';
import { signedIn } from './steps/account';
import { makePatient } from './steps/patients';
import { readCheckpoint, startRecording, stopAndSaveRecording } from './steps/recording';

test('a low SpO₂ entry raises an alarm that is acknowledged and saved with the session', async ({
  page,
}) => {
  const account = await signedIn(page);
  await makePatient(page.request, { patientId: 'ALM-1', patientName: 'Teresa Nunes' });
  await startRecording(page, { search: 'teresa', patientName: 'Teresa Nunes' });
  await page.getByLabel('SpO₂ (%)').fill('85');
  await page.getByRole('button', { name: 'Add' }).click();

  const alarm = page.getByTestId('recording-alarms').getByRole('alert');
  await expect(alarm).toHaveText(/Alarm: Teresa Nunes — SpO₂ low \(85 < 88 %\)/);
  await alarm.getByRole('button', { name: 'Acknowledge' }).click();
  await expect(alarm).toBeHidden();
  await expect(page.getByTestId('recording-alarms')).toContainText('(acknowledged)');
  // No sensor in use: 12 s of silence raise no "no signal" alarm.
  await page.waitForTimeout(12_000);
  await expect(page.getByTestId('recording-alarms').getByRole('alert')).toHaveCount(0);

  const { activityId } = (await readCheckpoint(page))!;
  await stopAndSaveRecording(page);
  await expect
    .poll(async () => (await page.request.get(`/api/activities/${activityId}`)).status())
    .toBe(200);
  const { activity } = await (await page.request.get(`/api/activities/${activityId}`)).json();
  expect(activity.events).toEqual([
    { t: expect.any(Number), kind: 'spo2', value: 85 },
    { t: expect.any(Number), kind: 'alarm', value: { rule: 'spo2-low', measured: 85, limit: 88 } },
    {
      t: expect.any(Number),
      kind: 'alarm-ack',
      value: { rule: 'spo2-low', by: `Dra. Ana Souza <${account.email}>` },
    },
  ]);
});
