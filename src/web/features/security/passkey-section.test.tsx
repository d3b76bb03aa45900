import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-error';
import { fieldError } from '../../test/field-error';
import { renderInApp } from '../../test/render';
import { PasskeySection } from './passkey-section';
import { addPasskey } from './security-api';

vi.mock('./security-api', () => ({
  listPasskeys: vi.fn(async () => []),
  addPasskey: vi.fn(),
  deletePasskey: vi.fn(),
}));

async function addNamed(name: string) {
  renderInApp(<PasskeySection />);
  const user = userEvent.setup();
  const field = await screen.findByLabelText('Passkey name');
  await user.click(field);
  if (name) await user.paste(name);
  await user.click(screen.getByRole('button', { name: 'Add a passkey' }));
  return field;
}

describe('naming a new passkey', () => {
  it('refuses a name with a control character at the field, adding nothing', async () => {
    const field = await addNamed('Tablet\u0007');
    expect(fieldError(field)).toBe('Check this value');
    expect(addPasskey).not.toHaveBeenCalled();
  });

  it('shows the server`s 400 on the name at the field', async () => {
    vi.mocked(addPasskey).mockRejectedValueOnce(
      new ApiError(400, 'validation_failed', 'name is too long', [
        { field: 'body.name', message: 'is too long' },
      ]),
    );
    const field = await addNamed('Clinic tablet');
    await screen.findByText('is too long');
    expect(fieldError(field)).toBe('is too long');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('adds the passkey under the trimmed name and says so', async () => {
    vi.mocked(addPasskey).mockResolvedValueOnce();
    const field = await addNamed('  Clinic tablet ');
    expect((await screen.findByRole('status')).textContent).toBe('Passkey added.');
    expect(addPasskey).toHaveBeenLastCalledWith('Clinic tablet');
    expect(field).toHaveProperty('value', '');
  });
});
