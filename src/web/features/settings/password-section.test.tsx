import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-error';
import { fieldError } from '../../test/field-error';
import { renderInApp } from '../../test/render';
import { changePassword } from '../auth';
import { PasswordSection } from './password-section';

// The auth service's call is the auth feature's; here only what the form does with its answer.
vi.mock('../auth', () => ({
  changePassword: vi.fn(),
  useUser: () => ({ id: 'u-1', email: 'ana@clinic.test', name: 'Ana' }),
}));

function openSection() {
  renderInApp(<PasswordSection />);
  const user = userEvent.setup();
  const fill = async (current: string, next: string) => {
    if (current) await user.type(screen.getByLabelText('Current password'), current);
    if (next) await user.type(screen.getByLabelText('New password'), next);
    await user.click(screen.getByRole('button', { name: 'Change password' }));
  };
  return { fill };
}

describe('the change-password form', () => {
  it('marks an empty field as required and sends nothing', async () => {
    const { fill } = openSection();
    await fill('old-password-1', '');
    expect(fieldError(screen.getByLabelText('New password'))).toBe('Required');
    expect(fieldError(screen.getByLabelText('Current password'))).toBeNull();
    expect(changePassword).not.toHaveBeenCalled();
  });

  it('shows the server`s refusal of the new password at that field', async () => {
    vi.mocked(changePassword).mockRejectedValueOnce(
      new ApiError(400, 'validation_failed', 'Password must be at least 10 characters', [
        { field: 'body.newPassword', message: 'must be at least 10 characters' },
      ]),
    );
    const { fill } = openSection();
    await fill('old-password-1', 'short');
    await screen.findByText('must be at least 10 characters');
    expect(fieldError(screen.getByLabelText('New password'))).toBe(
      'must be at least 10 characters',
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a wrong current password as the auth service words it', async () => {
    vi.mocked(changePassword).mockRejectedValueOnce(
      new ApiError(400, 'validation_failed', 'Invalid password'),
    );
    const { fill } = openSection();
    await fill('not-my-password', 'battery-staple-77');
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid password');
  });

  it('changes the password, empties the fields and says so', async () => {
    vi.mocked(changePassword).mockResolvedValueOnce();
    const { fill } = openSection();
    await fill('old-password-1', 'battery-staple-77');
    expect(await screen.findByRole('status')).toHaveProperty(
      'textContent',
      'Password changed. Your other devices were signed out.',
    );
    expect(changePassword).toHaveBeenLastCalledWith('old-password-1', 'battery-staple-77');
    expect(screen.getByLabelText('Current password')).toHaveProperty('value', '');
  });
});
