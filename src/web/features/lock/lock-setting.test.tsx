import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-error';
import { fieldError } from '../../test/field-error';
import { renderInApp } from '../../test/render';
import { saveClinicSettings } from '../clinic';
import { LockSetting } from './lock-setting';
import { setLockMinutes } from './lock-store';

vi.mock('../clinic', () => ({
  saveClinicSettings: vi.fn(),
  useClinicSettings: () => ({
    data: { inactivityLockMinutes: 15, canChange: true, canLoosen: true },
  }),
}));
vi.mock('./lock-store', () => ({ setLockMinutes: vi.fn() }));

async function saveMinutes(minutes: string) {
  renderInApp(<LockSetting />);
  const user = userEvent.setup();
  const field = screen.getByLabelText('Lock the screen after (minutes)');
  await user.clear(field);
  if (minutes) await user.type(field, minutes);
  await user.click(screen.getByRole('button', { name: 'Save' }));
  return field;
}

describe('the inactivity lock`s minutes', () => {
  it('asks for a whole number when the field is empty, sending nothing', async () => {
    const field = await saveMinutes('');
    expect(fieldError(field)).toBe('Enter a whole number');
    expect(saveClinicSettings).not.toHaveBeenCalled();
  });

  it('shows the server`s 400 on the minutes at the field', async () => {
    vi.mocked(saveClinicSettings).mockRejectedValueOnce(
      new ApiError(400, 'validation_failed', 'Invalid body', [
        { field: 'body.inactivityLockMinutes', message: 'must be at most 60 minutes' },
      ]),
    );
    const field = await saveMinutes('61');
    await screen.findByText('must be at most 60 minutes');
    expect(fieldError(field)).toBe('must be at most 60 minutes');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('saves the minutes for the clinic and this device, and says so', async () => {
    vi.mocked(saveClinicSettings).mockResolvedValueOnce({ inactivityLockMinutes: 5 } as never);
    await saveMinutes('5');
    expect((await screen.findByRole('status')).textContent).toBe('Saved.');
    expect(saveClinicSettings).toHaveBeenLastCalledWith({ inactivityLockMinutes: 5 });
    expect(setLockMinutes).toHaveBeenLastCalledWith(5);
  });
});
