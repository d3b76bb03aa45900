import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../test/render';
import { UnwellPanel } from './unwell-panel';

describe('I feel unwell', () => {
  it('stops on the symptom named and gives the emergency number for chest pain', async () => {
    const onStop = vi.fn();
    renderInApp(<UnwellPanel onStop={onStop} onContinue={vi.fn()} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Chest pain or tightness' }));
    expect(onStop).toHaveBeenCalledWith('chest-pain');
    expect(screen.getByRole('alert').textContent).toContain('Sit down and rest. Call your clinic');
    expect(screen.getByRole('link', { name: 'Call SAMU 192' }).getAttribute('href')).toBe(
      'tel:192',
    );
  });

  it('gives the advice without the emergency number for other symptoms', async () => {
    renderInApp(<UnwellPanel onStop={vi.fn()} onContinue={vi.fn()} />);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Dizziness or feeling faint' }),
    );
    expect(screen.getByRole('alert')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Call SAMU 192' })).toBeNull();
  });
});
