import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../test/render';
import { makePatient } from './patient-factory.test-helpers';
import { PatientFormModal } from './patient-form';

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
});
