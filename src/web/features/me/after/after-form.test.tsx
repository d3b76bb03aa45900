import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../test/render';
import { AfterForm } from './after-form';

/** The Borg select's own input (Mantine labels its listbox with the same label). */
const borgInput = () =>
  screen
    .getAllByLabelText(/Your effort at the end/)
    .find((element) => element.getAttribute('aria-haspopup') === 'listbox') as HTMLElement;

function openForm() {
  const onSave = vi.fn(() => Promise.resolve());
  renderInApp(<AfterForm onSave={onSave} />);
  return { onSave, user: userEvent.setup() };
}

async function chooseBorg(user: ReturnType<typeof userEvent.setup>, label: string) {
  await user.click(borgInput());
  await user.click(await screen.findByRole('option', { name: label, hidden: true }));
}

describe('the After form', () => {
  it('asks for Borg before anything is sent', async () => {
    const { onSave, user } = openForm();
    await user.click(screen.getByRole('button', { name: 'Send to my clinic' }));
    expect(borgInput()).toHaveProperty('ariaInvalid', 'true');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('wants both pressures or neither', async () => {
    const { onSave, user } = openForm();
    await chooseBorg(user, '13 — somewhat hard');
    await user.type(screen.getByLabelText('Upper pressure (mmHg)'), '130');
    await user.click(screen.getByRole('button', { name: 'Send to my clinic' }));
    expect(screen.getByText('Fill in both pressures, or neither')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('sends Borg, the symptoms, the readings and the note', async () => {
    const { onSave, user } = openForm();
    await chooseBorg(user, '13 — somewhat hard');
    await user.click(screen.getByRole('checkbox', { name: 'Dizziness or feeling faint' }));
    await user.type(screen.getByLabelText('Upper pressure (mmHg)'), '130');
    await user.type(screen.getByLabelText('Lower pressure (mmHg)'), '80');
    await user.type(screen.getByLabelText('Blood sugar (mg/dL)'), '110');
    await user.type(screen.getByLabelText('Anything to tell your clinic?'), ' Tired legs ');
    await user.click(screen.getByRole('button', { name: 'Send to my clinic' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledOnce());
    expect(onSave).toHaveBeenCalledWith({
      borg: 13,
      symptoms: ['dizzy'],
      bp: { systolic: 130, diastolic: 80 },
      glucoseMgDl: 110,
      note: 'Tired legs',
    });
  });
});
