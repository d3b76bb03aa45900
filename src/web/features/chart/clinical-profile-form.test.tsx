import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Patient } from '../../../common/schemas/patient';
import { renderInApp } from '../../test/render';
import { saveClinicalProfile } from '../patients';
import { ClinicalProfileModal } from './clinical-profile-form';

// The save itself (outbox, server) is the patients feature's; here only what the form does.
vi.mock('../patients', async (original) => ({
  ...(await original<typeof import('../patients')>()),
  saveClinicalProfile: vi.fn(),
}));

const patient = {
  patientId: 'P-1',
  patientName: 'Ana Souza',
  clinicalProfile: null,
} as unknown as Patient;

function openProfile() {
  const onClose = vi.fn();
  renderInApp(<ClinicalProfileModal patient={patient} opened onClose={onClose} />);
  return { onClose, user: userEvent.setup() };
}

describe('the clinical profile form', () => {
  it('asks for the device limit once a device is chosen, naming the rule', async () => {
    const { onClose, user } = openProfile();
    const dialog = await screen.findByRole('dialog');
    await user.selectOptions(within(dialog).getByLabelText('Implanted device'), 'icd');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      within(dialog).getByText('Required with an implanted device: a whole number from 60 to 250'),
    ).toBeTruthy();
    expect(saveClinicalProfile).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('saves the switches and comorbidities as chosen, then closes', async () => {
    const { onClose, user } = openProfile();
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByLabelText('Takes a beta-blocker'));
    await user.type(within(dialog).getByLabelText('LVEF (%)'), '45');
    await user.click(within(dialog).getByLabelText('Diabetes'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(vi.mocked(saveClinicalProfile).mock.calls.at(-1)?.[1]).toMatchObject({
      betaBlocker: true,
      atrialFibrillation: false,
      lvefPct: 45,
      implantedDevice: 'none',
      comorbidities: ['diabetes'],
    });
  });

  it('says the profile was not kept on this device when the outbox write fails', async () => {
    vi.mocked(saveClinicalProfile).mockRejectedValueOnce(new Error('QuotaExceededError'));
    const { onClose, user } = openProfile();
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'The profile could not be kept on this device.',
    );
    expect(onClose).not.toHaveBeenCalled();
  });
});
