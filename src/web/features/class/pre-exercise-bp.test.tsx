import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fieldError } from '../../test/field-error';
import { renderInApp } from '../../test/render';
import { PreExerciseBp } from './pre-exercise-bp';
import type { TileView } from './tile-view';

const setPreExerciseBp = vi.fn();
vi.mock('./class-store', () => ({ appClass: { participant: () => ({ setPreExerciseBp }) } }));

const tile = { id: 'p-1', patientName: 'Rosa Repouso', preExerciseBp: null } as TileView;

async function openForm() {
  renderInApp(<PreExerciseBp tile={tile} />);
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Pre-exercise BP — Rosa Repouso' }));
  const dialog = await screen.findByRole('dialog');
  return {
    user,
    systolic: within(dialog).getByRole('textbox', { name: 'Systolic (mmHg)' }),
    diastolic: within(dialog).getByRole('textbox', { name: 'Diastolic (mmHg)' }),
    save: () => user.click(within(dialog).getByRole('button', { name: 'Save' })),
  };
}

describe('the pre-exercise blood pressure form', () => {
  it('marks the missing half of the pressure as required, keeping nothing', async () => {
    const { user, systolic, diastolic, save } = await openForm();
    await user.type(systolic, '130');
    await save();
    expect(fieldError(diastolic)).toBe('Required');
    expect(fieldError(systolic)).toBeNull();
    expect(setPreExerciseBp).not.toHaveBeenCalled();
  });

  it('names the bound of a number out of range at its field (Enter, before the field clamps it)', async () => {
    const { user, systolic, diastolic } = await openForm();
    await user.type(diastolic, '80');
    await user.type(systolic, '400{Enter}');
    expect(fieldError(systolic)).toBe('Must be at most 300');
    expect(setPreExerciseBp).not.toHaveBeenCalled();
  });

  it('keeps the pressure with the participant and closes', async () => {
    const { user, systolic, diastolic, save } = await openForm();
    await user.type(systolic, '130');
    await user.type(diastolic, '80');
    await save();
    expect(setPreExerciseBp).toHaveBeenCalledWith({ systolic: 130, diastolic: 80 });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
