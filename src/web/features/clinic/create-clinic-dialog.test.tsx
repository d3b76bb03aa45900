import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-error';
import { fieldError } from '../../test/field-error';
import { renderInApp } from '../../test/render';
import { CreateClinicDialog } from './create-clinic-dialog';
import { createAndEnterClinic } from './workspace-store';

vi.mock('./workspace-store', async (original) => ({
  ...(await original<typeof import('./workspace-store')>()),
  createAndEnterClinic: vi.fn(),
}));

async function openDialog() {
  renderInApp(<CreateClinicDialog opened onClose={() => {}} />);
  const user = userEvent.setup();
  const dialog = await screen.findByRole('dialog', { name: 'Create a clinic' });
  const name = within(dialog).getByLabelText(/Clinic name/);
  const create = () => user.click(within(dialog).getByRole('button', { name: 'Create clinic' }));
  return { user, dialog, name, create };
}

describe('creating a clinic', () => {
  it('asks for the name, and refuses one with no letter or digit, creating nothing', async () => {
    const { user, name, create } = await openDialog();
    await create();
    expect(fieldError(name)).toBe("Enter the clinic's name");
    await user.type(name, '---');
    await create();
    expect(fieldError(name)).toBe('Check this value');
    expect(createAndEnterClinic).not.toHaveBeenCalled();
  });

  it('shows the server`s 400 on the name at the field', async () => {
    vi.mocked(createAndEnterClinic).mockRejectedValueOnce(
      new ApiError(400, 'validation_failed', 'name must not contain control characters', [
        { field: 'body.name', message: 'must not contain control characters' },
      ]),
    );
    const { user, dialog, name, create } = await openDialog();
    await user.type(name, 'Clínica Ritmo');
    await create();
    await within(dialog).findByText('must not contain control characters');
    expect(fieldError(name)).toBe('must not contain control characters');
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('says in one alert when the clinic was not created for another reason', async () => {
    vi.mocked(createAndEnterClinic).mockRejectedValueOnce(
      new ApiError(403, 'forbidden', 'You are not allowed to create a new organization'),
    );
    const { user, dialog, name, create } = await openDialog();
    await user.type(name, 'Clínica Ritmo');
    await create();
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('The clinic was not created');
    expect(alert.textContent).toContain('You are not allowed to create a new organization');
  });

  it('creates the clinic with the trimmed name', async () => {
    vi.mocked(createAndEnterClinic).mockResolvedValueOnce();
    const { user, name, create } = await openDialog();
    await user.type(name, '  Clínica Ritmo ');
    await create();
    await waitFor(() => expect(createAndEnterClinic).toHaveBeenCalledWith('Clínica Ritmo'));
  });
});
