import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../test/render';
import { saveAssessment } from '../records';
import { AssessmentForm } from './assessment-form';

// The save itself (outbox, server) is the records feature's; here only what the form does.
vi.mock('../records', async (original) => ({
  ...(await original<typeof import('../records')>()),
  saveAssessment: vi.fn(),
}));

function openVitals() {
  const onDone = vi.fn();
  renderInApp(<AssessmentForm patientId="P-1" kind="vitals" saved={null} onDone={onDone} />);
  return { onDone, user: userEvent.setup() };
}

describe('the assessment form', () => {
  it('names the field the common schema refuses, in words, and saves nothing', async () => {
    const { onDone, user } = openVitals();
    await user.type(await screen.findByLabelText('Systolic BP'), '120');
    await user.type(screen.getByLabelText('Diastolic BP'), '130');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Must be below the systolic.')).toBeTruthy();
    expect(screen.getByLabelText('Diastolic BP')).toHaveProperty('ariaInvalid', 'true');
    expect(saveAssessment).not.toHaveBeenCalled();
    expect(onDone).not.toHaveBeenCalled();
  });

  it('clears a field`s error as it is corrected, and saves the parsed values', async () => {
    const { onDone, user } = openVitals();
    await user.type(await screen.findByLabelText('Systolic BP'), '120');
    await user.type(screen.getByLabelText('Diastolic BP'), '130');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.clear(screen.getByLabelText('Diastolic BP'));
    expect(screen.queryByText('Must be below the systolic.')).toBeNull();
    await user.type(screen.getByLabelText('Diastolic BP'), '80');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    expect(vi.mocked(saveAssessment).mock.calls.at(-1)?.[2]).toMatchObject({ sbp: 120, dbp: 80 });
  });

  it('says the assessment was not saved on this device when the outbox write fails', async () => {
    vi.mocked(saveAssessment).mockRejectedValueOnce(new Error('QuotaExceededError'));
    const { onDone, user } = openVitals();
    await user.type(await screen.findByLabelText('Heart rate'), '70');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The assessment could not be saved on this device. Try again.',
    );
    expect(onDone).not.toHaveBeenCalled();
  });
});
