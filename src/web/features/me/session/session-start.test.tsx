import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../test/render';
import { makeHomePlan } from '../home-plan.test-helpers';
import { SessionStart } from './session-start';

describe('the session start', () => {
  it('on a browser without Web Bluetooth says why it runs by time and Borg, and starts so', async () => {
    const onStart = vi.fn();
    renderInApp(<SessionStart plan={makeHomePlan()} byTime="unsupported" onStart={onStart} />);
    expect((await screen.findByTestId('by-time-reason')).textContent).toContain(
      'iPhone and iPad do not allow it',
    );
    expect(screen.getByText('Your band: 100 to 120 beats a minute')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Start the session' }));
    expect(onStart).toHaveBeenCalledWith(false);
  });

  it('for a Borg-only prescription gives the effort range instead of a band', async () => {
    const plan = makeHomePlan({ band: null, borg: { low: 11, high: 13 }, guidance: 'borg-only' });
    renderInApp(<SessionStart plan={plan} byTime="borg-only" onStart={vi.fn()} />);
    expect(await screen.findByText('The right effort: 11 to 13 on the Borg scale')).toBeTruthy();
    expect(screen.getByTestId('by-time-reason').textContent).toContain('without a heart-rate band');
  });
});
