import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-error';
import { fieldError } from '../../test/field-error';
import { renderInApp } from '../../test/render';
import { confirmTwoFactor, startTwoFactor } from './security-api';
import { TwoFactorSection } from './two-factor-section';

// The auth service's calls are security-api's; here only what the forms do with their answers.
vi.mock('./security-api', () => ({
  sessionState: vi.fn(async () => ({ twoFactorEnabled: false })),
  startTwoFactor: vi.fn(),
  confirmTwoFactor: vi.fn(),
  disableTwoFactor: vi.fn(),
}));

const ENROLMENT = {
  totpUri: 'otpauth://totp/Ritmo:ana?secret=JBSWY3DPEHPK3PXP&issuer=Ritmo',
  backupCodes: ['aaaa-1111', 'bbbb-2222'],
};

async function startTurningOn() {
  renderInApp(<TwoFactorSection />);
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Turn on two-factor' }));
  return user;
}

describe('turning two-factor on', () => {
  it('asks for the password when none is typed, sending nothing', async () => {
    const user = await startTurningOn();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(fieldError(screen.getByLabelText(/Your password/))).toBe('Required');
    expect(startTwoFactor).not.toHaveBeenCalled();
  });

  it('shows a wrong password as the auth service words it, and a 400 on the field at it', async () => {
    vi.mocked(startTwoFactor)
      .mockRejectedValueOnce(new ApiError(400, 'validation_failed', 'Invalid password'))
      .mockRejectedValueOnce(
        new ApiError(400, 'validation_failed', 'Password is required', [
          { field: 'body.password', message: 'is required' },
        ]),
      );
    const user = await startTurningOn();
    const password = screen.getByLabelText(/Your password/);
    await user.type(password, 'not-mine');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid password');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByText('is required');
    expect(fieldError(password)).toBe('is required');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('takes the password, then a code (a refused one at its field), then shows the backup codes', async () => {
    vi.mocked(startTwoFactor).mockResolvedValueOnce(ENROLMENT);
    vi.mocked(confirmTwoFactor)
      .mockRejectedValueOnce(
        new ApiError(400, 'validation_failed', 'Invalid code', [
          { field: 'body.code', message: 'must be 6 digits' },
        ]),
      )
      .mockResolvedValueOnce();
    const user = await startTurningOn();
    await user.type(screen.getByLabelText(/Your password/), 'my-password');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const code = await screen.findByLabelText(/6-digit code from the app/);
    expect(startTwoFactor).toHaveBeenLastCalledWith('my-password');
    await user.type(code, '12345');
    await user.click(screen.getByRole('button', { name: 'Confirm and turn on' }));
    await screen.findByText('must be 6 digits');
    expect(fieldError(code)).toBe('must be 6 digits');
    await user.type(code, '6 ');
    await user.click(screen.getByRole('button', { name: 'Confirm and turn on' }));
    expect(await screen.findByRole('list', { name: 'Backup codes' })).toBeTruthy();
    expect(confirmTwoFactor).toHaveBeenLastCalledWith('123456');
  });
});
