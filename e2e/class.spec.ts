/**
 * Journey: a rehab class of six simulated participants, one exceeding the target and one losing
 * its signal. Both alarms name the right patient and are acknowledged; a reload resumes all six;
 * End class saves six sessions with one classId, the two with their alarm events.
 */
import { expect, test } from './fixtures';
import { signedIn } from './steps/account';
import {
  endClass,
  makeClassPatients,
  readClassCheckpoints,
  sixPatients,
  startClass,
} from './steps/class';

test.describe.configure({ timeout: 240_000 });

test('a class of six: alarms named and acknowledged, a reload resumes all, six sessions saved', async ({
  page,
}) => {
  const account = await signedIn(page);
  const patients = sixPatients('CLS');
  await makeClassPatients(page, patients);
  await startClass(page, patients);

  const banner = page.getByTestId('alarm-banner');
  const aboveTarget = banner
    .getByRole('alert')
    .filter({ hasText: 'Maria Conceição — above target' });
  const noSignal = banner.getByRole('alert').filter({ hasText: 'José Almeida — no signal' });
  await expect(aboveTarget).toBeVisible({ timeout: 90_000 });
  await expect(aboveTarget).toContainText(/\(\d{3} > \d{3} bpm\)/);
  const maria = page.getByTestId('participant-tile').filter({ hasText: 'Maria Conceição' });
  await expect(maria).toHaveAttribute('data-alarm', 'true');
  await aboveTarget
    .getByRole('button', { name: 'Acknowledge the alarm for Maria Conceição' })
    .click();
  await expect(aboveTarget).toBeHidden();
  await expect(maria).toContainText('(acknowledged)');

  await expect(noSignal).toBeVisible({ timeout: 90_000 });
  const jose = page.getByTestId('participant-tile').filter({ hasText: 'José Almeida' });
  // The tile keeps the reason until it is acknowledged, even once the strap is back.
  await expect(jose).toContainText(/no signal \(\d+(\.\d)? > 10 s\)/);
  await noSignal.getByRole('button', { name: 'Acknowledge the alarm for José Almeida' }).click();
  await expect(noSignal).toBeHidden();

  // The acknowledgements are checkpointed at once: a reload now loses none of them.
  await expect
    .poll(async () => {
      const kinds = (await readClassCheckpoints(page)).flatMap((c) =>
        c.session.events.map((e) => e.kind),
      );
      return kinds.filter((kind) => kind === 'alarm-ack').length;
    })
    .toBe(2);
  const checkpoints = await readClassCheckpoints(page);
  expect(checkpoints).toHaveLength(6);
  const classId = checkpoints[0]!.session.classId!;
  expect(new Set(checkpoints.map((c) => c.session.classId))).toEqual(new Set([classId]));

  await page.reload();
  const resume = page.getByRole('alert').filter({ hasText: 'A class was interrupted' });
  await expect(resume).toContainText('6 participants', { timeout: 20_000 });
  await resume.getByRole('button', { name: 'Resume class' }).click();
  await expect(page).toHaveURL(/\/class$/);
  await expect(page.getByTestId('participant-tile')).toHaveCount(6);
  await expect(page.getByTestId('tile-hr').first()).toHaveText(/^\d{2,3}$/, { timeout: 10_000 });

  await endClass(page);
  await page
    .getByRole('region', { name: 'Helena Martins' })
    .getByLabel('RPE (Borg 6–20)')
    .selectOption('13');
  await page.getByRole('button', { name: 'Save 6 sessions' }).click();
  const saved = page.getByRole('status').filter({ hasText: 'Class saved' });
  await expect(saved).toBeVisible();
  await expect(saved.getByRole('link', { name: 'Open the class report' })).toHaveAttribute(
    'href',
    `/class/${classId}/report`,
  );

  // Saved through the outbox: poll until the server has all six.
  type Item = {
    activityId: string;
    patientId: string;
    classId: string | null;
    summary: { rpe: number | null };
  };
  let items: Item[] = [];
  await expect
    .poll(
      async () => {
        const response = await page.request.get(`/api/activities?classId=${classId}`);
        items = (await response.json()).activities;
        return items.length;
      },
      { timeout: 20_000 },
    )
    .toBe(6);
  expect(new Set(items.map((item) => item.classId))).toEqual(new Set([classId]));
  expect(items.find((item) => item.patientId === 'CLS-5')?.summary.rpe).toBe(13);
  const eventsOf = async (patientId: string) => {
    const id = items.find((item) => item.patientId === patientId)!.activityId;
    const { activity } = await (await page.request.get(`/api/activities/${id}`)).json();
    return activity.events as { kind: string; value?: { rule?: string; by?: string } }[];
  };
  // Each alarmed participant's session holds the alarm and who acknowledged it.
  for (const [patientId, rule] of [
    ['CLS-1', 'above-target'],
    ['CLS-2', 'no-signal'],
  ] as const) {
    const events = await eventsOf(patientId);
    expect(events).toContainEqual({
      t: expect.any(Number),
      kind: 'alarm',
      value: expect.objectContaining({ rule }),
    });
    expect(events).toContainEqual({
      t: expect.any(Number),
      kind: 'alarm-ack',
      // Who acknowledged is the signed-in user, filled by the server (name and e-mail).
      value: { rule, by: `Dra. Ana Souza <${account.email}>` },
    });
  }
  // The steady participants had no alarm.
  expect((await eventsOf('CLS-3')).some((event) => event.kind === 'alarm')).toBe(false);
  expect(await readClassCheckpoints(page)).toEqual([]);
});
