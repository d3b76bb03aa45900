import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-error';
import { renderInApp } from '../../test/render';
import { makePatient } from './patient-factory.test-helpers';
import { PatientFormModal } from './patient-form';
import { addPatient } from './patients-api';

// The save itself (outbox, server) is patients-api's; here only what the form makes of its answer.
vi.mock('./patients-api', async (original) => ({
  ...(await original<typeof import('./patients-api')>()),
  addPatient: vi.fn(),
}));

function openForm(patient = null as ReturnType<typeof makePatient> | null) {
  const onClose = vi.fn();
  renderInApp(
    <PatientFormModal opened patient={patient} onClose={onClose} onOpenPatient={vi.fn()} />,
  );
  return { onClose, user: userEvent.setup() };
}

describe('the patient form', () => {
  it('names a phone with too few digits at Save, sends nothing and stays open', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const { onClose, user } = openForm();
    await user.type(screen.getByLabelText('Name'), 'Ana Souza');
    await user.type(screen.getByLabelText('Phone'), '98765');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const phone = screen.getByLabelText('Phone');
    expect(phone).toHaveProperty('ariaInvalid', 'true');
    expect(screen.getByText('Enter a phone number with 8 to 15 digits')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('marks the name required at Save', async () => {
    const { user } = openForm();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Required')).toBeTruthy();
  });

  it('opens an existing patient with the phone on record and the Patient ID read-only', () => {
    openForm(makePatient({ patientId: 'P-7', phone: '(11) 98765-4321' }));
    expect(screen.getByLabelText('Phone')).toHaveProperty('value', '(11) 98765-4321');
    expect(screen.getByLabelText('Patient ID')).toHaveProperty('readOnly', true);
  });

  it('puts a server 400 that names the name on the Name field, with no form alert', async () => {
    vi.mocked(addPatient).mockRejectedValueOnce(
      new ApiError(400, 'validation_failed', 'Invalid request', [
        { field: 'body.patientName', message: 'Too long for the clinic system' },
      ]),
    );
    const { onClose, user } = openForm();
    await user.type(screen.getByLabelText('Name'), 'Ana Souza');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Too long for the clinic system')).toBeTruthy();
    expect(screen.getByLabelText('Name')).toHaveProperty('ariaInvalid', 'true');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows any other failure as one form alert and keeps the form open', async () => {
    vi.mocked(addPatient).mockRejectedValueOnce(new ApiError(409, 'conflict', 'Conflict'));
    const { onClose, user } = openForm();
    await user.type(screen.getByLabelText('Name'), 'Ana Souza');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/changed/i);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes once the patient is saved', async () => {
    vi.mocked(addPatient).mockResolvedValueOnce(makePatient());
    const { onClose, user } = openForm();
    await user.type(screen.getByLabelText('Name'), 'Ana Souza');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(vi.mocked(addPatient).mock.calls.at(-1)?.[1]).toMatchObject({
      patientName: 'Ana Souza',
    });
  });
});
