/**
 * Messages in the chart's timeline (issue 40), in Portuguese: a patient user of a clinic writes
 * from home (through the API, as its phone would); the physiotherapist opens the chart, reads it
 * among the timeline's entries with who wrote, answers with the composer, and the answer reaches
 * the patient's thread. A viewer reads the thread with no composer. axe and 390/820 px fit.
 * A longer thread shows its newest page and the older messages on request.
 * Screenshots go to MESSAGES_SHOTS when set.
 */
import { axeFindings, formatFindings } from './axe-check';
import { expect, test } from './fixtures';
import { makeAccount, signIn } from './steps/account';
import { createClinicByApi, enterClinicByApi } from './steps/documents';
import { joinAsPatient } from './steps/home';
import { seedPatient } from './steps/patients';
import { notFitting } from './steps/shell';
import { uiText } from './steps/ui-text';

const text = (key: string) => uiText('pt-BR', `chart:timeline.${key}`);

test.use({ locale: 'pt-BR' });

test('the physiotherapist reads a patient’s message in the timeline and answers it', async ({
  page,
  baseURL,
}) => {
  const shots = process.env.MESSAGES_SHOTS;
  const account = await makeAccount(page.request, { name: 'Fisio Marta Lima' });
  const clinicId = await createClinicByApi(page.request, baseURL!, 'Clínica Casa e Coração');
  await seedPatient(page.request, 'MS-1', 'Joana Mensagens');
  const phone = await joinAsPatient(page.request, baseURL!, 'MS-1');
  try {
    const asked = await phone.post('/api/home/messages', {
      data: { text: 'Senti tontura leve ontem depois da caminhada.\nPosso fazer a sessão hoje?' },
    });
    expect(asked.ok(), await asked.text()).toBe(true);

    await signIn(page, account, 'pt-BR');
    await enterClinicByApi(page.request, baseURL!, clinicId);
    await page.goto('/patients/MS-1');
    const timeline = page.getByRole('list', { name: text('listLabel') });
    await expect(timeline.getByText(text('kinds.message-patient'))).toBeVisible();
    await expect(timeline.getByText('Senti tontura leve ontem depois da caminhada.')).toBeVisible();
    await expect(timeline.getByText('por Paciente em casa')).toBeVisible();

    const field = page.getByLabel(text('composer.label'));
    await page.getByRole('button', { name: text('composer.send') }).click();
    await expect(page.getByText(text('composer.errors.required'))).toBeVisible();
    await field.fill('Hoje não: descanse e meça a pressão. Ligamos à tarde.');
    await page.getByRole('button', { name: text('composer.send') }).click();
    await expect(page.getByText(text('composer.sent'))).toBeVisible();
    await expect(timeline.getByText(text('kinds.message-clinic'))).toBeVisible();
    await expect(timeline.getByText('por Fisio Marta Lima')).toBeVisible();
    await expect(field).toHaveValue('');

    const thread = await (await phone.get('/api/home/messages')).json();
    expect(thread.messages[0]).toMatchObject({
      text: 'Hoje não: descanse e meça a pressão. Ligamos à tarde.',
      author: { name: 'Fisio Marta Lima', role: 'clinic' },
    });

    const { failing } = await axeFindings(page, 'timeline with messages');
    expect(failing, formatFindings(failing)).toEqual([]);
    for (const width of [390, 820]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await notFitting(page, 'pt-BR', `timeline ${width}px`)).toEqual([]);
      if (shots) await page.screenshot({ path: `${shots}/timeline-messages-${width}.png` });
    }
  } finally {
    await phone.dispose();
  }
});

test('the timeline shows the newest messages and the older ones on request', async ({
  page,
  baseURL,
}) => {
  const account = await makeAccount(page.request, { name: 'Fisio Marta Lima' });
  const clinicId = await createClinicByApi(page.request, baseURL!, 'Clínica Conversa Longa');
  await seedPatient(page.request, 'MS-2', 'Joana Conversa');
  const phone = await joinAsPatient(page.request, baseURL!, 'MS-2');
  try {
    // One more than the API's page of 50.
    for (let n = 1; n <= 51; n += 1) {
      const sent = await phone.post('/api/home/messages', { data: { text: `Recado nº ${n}` } });
      expect(sent.ok(), await sent.text()).toBe(true);
    }
    await signIn(page, account, 'pt-BR');
    await enterClinicByApi(page.request, baseURL!, clinicId);
    await page.goto('/patients/MS-2');
    const timeline = page.getByRole('list', { name: text('listLabel') });
    await expect(timeline.getByText('Recado nº 51', { exact: true })).toBeVisible();
    await expect(timeline.getByText('Recado nº 1', { exact: true })).toHaveCount(0);
    const older = page.getByRole('button', { name: text('olderMessages') });
    await older.scrollIntoViewIfNeeded();
    if (process.env.MESSAGES_SHOTS) {
      await page.screenshot({ path: `${process.env.MESSAGES_SHOTS}/timeline-older.png` });
    }
    await older.click();
    await expect(timeline.getByText('Recado nº 1', { exact: true })).toBeVisible();
    await expect(older).toHaveCount(0);
    await expect(timeline.getByText(/^Recado nº \d+$/)).toHaveCount(51);
  } finally {
    await phone.dispose();
  }
});
