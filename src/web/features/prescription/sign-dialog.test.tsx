import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-error';
import { fieldError } from '../../test/field-error';
import { renderInApp } from '../../test/render';
import { addReview } from '../records';
import { SignDialog, type SigningRequest } from './sign-dialog';

vi.mock('../records', () => ({ addReview: vi.fn() }));

const request: SigningRequest = {
  patientId: 'P-1',
  programmeId: 'prog-1',
  note: 'Reviewed',
  planSha256: 'a'.repeat(64),
  lines: [{ key: 'patient', label: 'Patient', value: 'Ana Souza' }],
};

async function openDialog() {
  const onSigned = vi.fn();
  renderInApp(<SignDialog request={request} onClose={() => {}} onSigned={onSigned} />);
  const user = userEvent.setup();
  const dialog = await screen.findByRole('dialog', { name: 'Sign this plan' });
  const password = within(dialog).getByLabelText(/Your password/);
  const sign = () =>
    user.click(within(dialog).getByRole('button', { name: 'Sign with my password' }));
  return { user, dialog, password, sign, onSigned };
}

describe('the signing dialog', () => {
  it('asks for the password when none is typed, signing nothing', async () => {
    const { password, sign } = await openDialog();
    await sign();
    expect(fieldError(password)).toBe('Required');
    expect(addReview).not.toHaveBeenCalled();
  });

  it('shows the server`s 400 on the password at that field, saying nothing was signed', async () => {
    vi.mocked(addReview).mockRejectedValueOnce(
      new ApiError(400, 'validation_failed', 'Invalid body: body.password', [
        { field: 'body.password', message: 'is not the account password' },
      ]),
    );
    const { user, dialog, password, sign, onSigned } = await openDialog();
    await user.type(password, 'not-mine');
    await sign();
    await within(dialog).findByText('That is not your password. Nothing was signed.');
    expect(fieldError(password)).toBe('That is not your password. Nothing was signed.');
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(onSigned).not.toHaveBeenCalled();
  });

  it('says a plan changed meanwhile in one alert', async () => {
    vi.mocked(addReview).mockRejectedValueOnce(new ApiError(409, 'plan_changed', 'changed'));
    const { user, dialog, password, sign } = await openDialog();
    await user.type(password, 'my-password');
    await sign();
    expect((await within(dialog).findByRole('alert')).textContent).toMatch(
      /^The plan changed while you were reading it/,
    );
  });

  it('signs the plan shown with the password', async () => {
    vi.mocked(addReview).mockResolvedValueOnce(undefined as never);
    const { user, password, sign, onSigned } = await openDialog();
    await user.type(password, 'my-password');
    await sign();
    await waitFor(() => expect(onSigned).toHaveBeenCalledOnce());
    expect(addReview).toHaveBeenLastCalledWith('P-1', 'prog-1', {
      note: 'Reviewed',
      sign: true,
      password: 'my-password',
      planSha256: 'a'.repeat(64),
    });
  });
});
