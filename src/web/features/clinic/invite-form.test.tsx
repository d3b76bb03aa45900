import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-error';
import { fieldError } from '../../test/field-error';
import { renderInApp } from '../../test/render';
import { inviteMember } from './clinic-api';
import { InviteForm } from './invite-form';

vi.mock('./clinic-api', async (original) => ({
  ...(await original<typeof import('./clinic-api')>()),
  inviteMember: vi.fn(),
}));

async function invite(email: string) {
  const onInvited = vi.fn();
  renderInApp(<InviteForm onInvited={onInvited} />);
  const user = userEvent.setup();
  const field = screen.getByRole('textbox', { name: /E-mail/ });
  await user.type(field, email);
  await user.click(screen.getByRole('button', { name: 'Send invitation' }));
  return { field, onInvited };
}

describe('the invitation form', () => {
  it('refuses an address that is not one at the field, sending nothing', async () => {
    const { field } = await invite('ana@clinic');
    expect(fieldError(field)).toBe('Enter a valid e-mail address');
    expect(inviteMember).not.toHaveBeenCalled();
  });

  it('shows the server`s 400 on the e-mail at the field', async () => {
    vi.mocked(inviteMember).mockRejectedValueOnce(
      new ApiError(400, 'validation_failed', 'Too many invitations to this address', [
        { field: 'body.email', message: 'was invited too often today' },
      ]),
    );
    const { field, onInvited } = await invite('ana@clinic.test');
    await screen.findByText('was invited too often today');
    expect(fieldError(field)).toBe('was invited too often today');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onInvited).not.toHaveBeenCalled();
  });

  it('says in one alert that the person is already invited or a member', async () => {
    vi.mocked(inviteMember).mockRejectedValueOnce(new ApiError(409, 'conflict', 'exists'));
    await invite('ana@clinic.test');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This person already has a pending invitation or is already a member of this clinic.',
    );
  });

  it('invites the trimmed address as a member by default, then empties the field', async () => {
    vi.mocked(inviteMember).mockResolvedValueOnce(undefined as never);
    const { field, onInvited } = await invite(' ana@clinic.test ');
    await waitFor(() => expect(onInvited).toHaveBeenCalledOnce());
    expect(inviteMember).toHaveBeenLastCalledWith('ana@clinic.test', 'member');
    expect(field).toHaveProperty('value', '');
  });
});
