import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../../lib/api-client';
import { ApiError, NETWORK_ERROR_STATUS } from '../../lib/api-error';
import { fieldError } from '../../test/field-error';
import { renderInApp } from '../../test/render';
import { LockScreen } from './lock-screen';
import { unlockScreen } from './lock-store';

vi.mock('../../lib/api-client', () => ({ apiRequest: vi.fn() }));
vi.mock('../auth', () => ({ useUser: () => null }));
vi.mock('./lock-store', () => ({
  setAlarmSlot: () => {},
  unlockScreen: vi.fn(),
  useLockMinutes: () => 15,
}));

async function unlockWith(password: string) {
  renderInApp(<LockScreen />);
  const user = userEvent.setup();
  const field = await screen.findByLabelText('Password');
  if (password) await user.type(field, password);
  await user.click(screen.getByRole('button', { name: 'Unlock' }));
  return field;
}

describe('the lock screen`s password form', () => {
  it('asks for the password when none is typed, sending nothing', async () => {
    const field = await unlockWith('');
    expect(fieldError(field)).toBe('Required');
    expect(apiRequest).not.toHaveBeenCalled();
  });

  it('shows the server`s 400 on the password at the field, in the lock`s words', async () => {
    vi.mocked(apiRequest).mockRejectedValueOnce(
      new ApiError(400, 'validation_failed', 'Invalid body: body.password', [
        { field: 'body.password', message: 'is not the password of this account' },
      ]),
    );
    const field = await unlockWith('not-mine');
    await screen.findByText('That is not your password.');
    expect(fieldError(field)).toBe('That is not your password.');
    expect(unlockScreen).not.toHaveBeenCalled();
  });

  it('says offline that the password can only be checked online', async () => {
    vi.mocked(apiRequest).mockRejectedValueOnce(
      new ApiError(NETWORK_ERROR_STATUS, 'network_error', 'offline'),
    );
    const field = await unlockWith('my-password');
    await waitFor(() => expect(fieldError(field)).toMatch(/only be checked online/));
  });

  it('unlocks with the right password', async () => {
    vi.mocked(apiRequest).mockResolvedValueOnce(undefined);
    await unlockWith('my-password');
    await waitFor(() => expect(unlockScreen).toHaveBeenCalledOnce());
    expect(apiRequest).toHaveBeenLastCalledWith('/api/me/unlock', {
      method: 'POST',
      body: { password: 'my-password' },
    });
  });
});
