import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../test/render';
import { type ChartProgramme, savePrescription, saveProgramme } from '../records';
import {
  makeExerciseTest,
  makePrescription,
  makeProgramme,
  // biome-ignore lint/style/noRestrictedImports: the records' test factories, shared with their own tests
} from '../records/programme-records.test-helpers';
import { PrescriptionModal } from './prescription-form';
import { ProgrammeModal } from './programme-form';

// The saves themselves (outbox, server) are the records feature's; here only what the forms do.
vi.mock('../records', async (original) => ({
  ...(await original<typeof import('../records')>()),
  saveProgramme: vi.fn(),
  savePrescription: vi.fn(),
}));

const programme = {
  ...makeProgramme(),
  prescription: { ...makePrescription(), unsynced: false },
  unsynced: false,
} satisfies ChartProgramme;
const test = { ...makeExerciseTest(), unsynced: false };

async function openProgramme() {
  const onClose = vi.fn();
  renderInApp(<ProgrammeModal patientId="P-1" programme={programme} opened onClose={onClose} />);
  return { onClose, user: userEvent.setup(), dialog: await screen.findByRole('dialog') };
}

async function openPrescription() {
  const onClose = vi.fn();
  renderInApp(
    <PrescriptionModal
      patientId="P-1"
      programme={programme}
      tests={[test]}
      deviceLimitBpm={null}
      opened
      onClose={onClose}
    />,
  );
  return { onClose, user: userEvent.setup(), dialog: await screen.findByRole('dialog') };
}

describe('the programme form', () => {
  it('names a number of sessions out of range and saves nothing', async () => {
    const { onClose, user, dialog } = await openProgramme();
    const planned = within(dialog).getByLabelText('Sessions planned');
    await user.clear(planned);
    await user.type(planned, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Enter a whole number from 1 to 500.')).toBeTruthy();
    expect(saveProgramme).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('saves the edited programme over its id, keeping its status, then closes', async () => {
    const { onClose, user, dialog } = await openProgramme();
    const perWeek = within(dialog).getByLabelText('Sessions a week');
    await user.clear(perWeek);
    await user.type(perWeek, '2');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(vi.mocked(saveProgramme).mock.calls.at(-1)).toMatchObject([
      'P-1',
      'R-1',
      { sessionsPerWeek: 2, plannedSessions: 36, status: 'active' },
    ]);
  });

  it('says the programme was not saved on this device when the outbox write fails', async () => {
    vi.mocked(saveProgramme).mockRejectedValueOnce(new Error('QuotaExceededError'));
    const { onClose, user, dialog } = await openProgramme();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'The programme could not be saved on this device. Try again.',
    );
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('the prescription form', () => {
  it('previews the target of the chosen test and saves the prescription', async () => {
    const { onClose, user, dialog } = await openPrescription();
    expect(within(dialog).getByRole('status').textContent).toMatch(/Target 100–125 bpm/);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(vi.mocked(savePrescription).mock.calls.at(-1)).toMatchObject([
      'P-1',
      'R-1',
      { intensity: { method: 'thresholds' }, basedOn: 'T-1', minutes: 30 },
    ]);
  });

  it('names a band in the wrong order, and clears it when a value changes', async () => {
    const { user, dialog } = await openPrescription();
    await user.selectOptions(within(dialog).getByLabelText('Intensity'), 'manual');
    await user.type(within(dialog).getByLabelText('From (bpm)'), '120');
    await user.type(within(dialog).getByLabelText('To (bpm)'), '110');
    const calls = vi.mocked(savePrescription).mock.calls.length;
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Must be above the first value.')).toBeTruthy();
    expect(savePrescription).toHaveBeenCalledTimes(calls);
    await user.type(within(dialog).getByLabelText('To (bpm)'), '5');
    expect(within(dialog).queryByText('Must be above the first value.')).toBeNull();
  });
});
