import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-error';
import { fieldError } from '../../test/field-error';
import { renderInApp } from '../../test/render';
import { updateDisplayName } from '../auth';
import { ProfileSection } from './profile-section';

// The auth service's call is the auth feature's; here only what the form does with its answer.
vi.mock('../auth', () => ({
  updateDisplayName: vi.fn(),
  useUser: () => ({ id: 'u-1', email: 'ana@clinic.test', name: 'Ana' }),
}));

async function saveName(name: string) {
  renderInApp(<ProfileSection />);
  const user = userEvent.setup();
  const field = screen.getByLabelText('Display name');
  await user.clear(field);
  // Pasted, as a 121-character name is: typing it key by key only slows the test.
  await user.click(field);
  await user.paste(name);
  await user.click(screen.getByRole('button', { name: 'Save' }));
  return field;
}

describe('the display-name form', () => {
  it('refuses a name past 120 characters at the field, sending nothing', async () => {
    const field = await saveName('a'.repeat(121));
    expect(fieldError(field)).toBe('Must be at most 120 characters');
    expect(updateDisplayName).not.toHaveBeenCalled();
  });

  it('shows the server`s refusal of the name at the field', async () => {
    vi.mocked(updateDisplayName).mockRejectedValueOnce(
      new ApiError(400, 'validation_failed', 'Name must not contain control characters', [
        { field: 'body.name', message: 'must not contain control characters' },
      ]),
    );
    const field = await saveName('Dra. Ana');
    await screen.findByText('must not contain control characters');
    expect(fieldError(field)).toBe('must not contain control characters');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('saves the trimmed name and says so', async () => {
    vi.mocked(updateDisplayName).mockResolvedValueOnce();
    const field = await saveName('  Dra. Ana Ribeiro ');
    expect((await screen.findByRole('status')).textContent).toBe('Name saved.');
    expect(updateDisplayName).toHaveBeenLastCalledWith('Dra. Ana Ribeiro');
    expect(field).toHaveProperty('value', 'Dra. Ana Ribeiro');
  });
});
