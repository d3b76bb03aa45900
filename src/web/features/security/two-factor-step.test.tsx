import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-error';
import { fieldError } from '../../test/field-error';
import { renderInApp } from '../../test/render';
import { finishSignIn } from './security-api';
import { TwoFactorStep } from './two-factor-step';

vi.mock('./security-api', () => ({ finishSignIn: vi.fn() }));

function openStep() {
  const onSignedIn = vi.fn();
  renderInApp(<TwoFactorStep onSignedIn={onSignedIn} />);
  const user = userEvent.setup();
  const verify = () => user.click(screen.getByRole('button', { name: 'Verify' }));
  return { user, verify, onSignedIn };
}

describe('the sign-in`s second step', () => {
  it('asks for the code when none is typed, sending nothing', async () => {
    const { verify } = openStep();
    await verify();
    expect(fieldError(screen.getByLabelText(/Code from the app/))).toBe('Required');
    expect(finishSignIn).not.toHaveBeenCalled();
  });

  it('shows a 400 naming the code at its field, and a wrong code as the auth service words it', async () => {
    vi.mocked(finishSignIn)
      .mockRejectedValueOnce(
        new ApiError(400, 'validation_failed', 'Invalid body', [
          { field: 'body.code', message: 'must be 6 digits' },
        ]),
      )
      .mockRejectedValueOnce(new ApiError(401, 'unauthorized', 'Invalid code'));
    const { user, verify } = openStep();
    const code = screen.getByLabelText(/Code from the app/);
    await user.type(code, '12');
    await verify();
    await screen.findByText('must be 6 digits');
    expect(fieldError(code)).toBe('must be 6 digits');
    await user.type(code, '3456');
    await verify();
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid code');
    // Switching to a backup code asks a new question: the old answer's problem goes.
    await user.click(screen.getByRole('button', { name: 'Use a backup code instead' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('signs in with the code, trusting this device when ticked', async () => {
    const signedIn = { id: 'u-1', email: 'ana@clinic.test', name: 'Ana' };
    vi.mocked(finishSignIn).mockResolvedValueOnce(signedIn);
    const { user, verify, onSignedIn } = openStep();
    await user.type(screen.getByLabelText(/Code from the app/), '123456');
    await user.click(screen.getByLabelText(/Trust this device/));
    await verify();
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(signedIn));
    expect(finishSignIn).toHaveBeenLastCalledWith('123456', {
      backupCode: false,
      trustDevice: true,
    });
  });
});
