import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../../locales/en/me-session.json';
import { renderInApp } from '../../../test/render';
import { activityInputOf, type Recording } from '../../recording';
import { makeHomePlan } from '../home-plan.test-helpers';
import { endedSessions, forgetEndedSession, keepEndedSession } from './ended-session';
import type { HomeCheckpoint } from './home-checkpoint';
import { WaitingAfters } from './home-pending';
import { ResumeOffer } from './resume-offer';

const MIN = 60_000;
const STARTED = Date.UTC(2026, 10, 25, 13, 5);
const plan = makeHomePlan(); // 30 minutes in all

function interrupted(status: Recording['status'] = 'running'): HomeCheckpoint {
  const recording: Recording = {
    activityId: 'a1',
    patientId: 'P-1',
    type: 'walk',
    hrMaxBpm: null,
    restingHr: null,
    target: plan.band,
    startedAt: STARTED,
    endedAt: null,
    status,
    device: null,
    samples: { t: [], hr: [], rr: [] },
    events: [],
    notes: '',
  };
  return { plan, withStrap: true, checkpoint: { activityId: 'a1', savedAt: STARTED, recording } };
}

function offer(saved: HomeCheckpoint, now: number) {
  const onContinue = vi.fn(() => Promise.resolve());
  const onEnd = vi.fn(() => Promise.resolve());
  renderInApp(<ResumeOffer saved={saved} now={now} onContinue={onContinue} onEnd={onEnd} />);
  return { onContinue, onEnd };
}

afterEach(() => endedSessions.set(null));

describe('the offer of an interrupted home session', () => {
  it('offers to continue it, or to end it and answer', async () => {
    const { onContinue, onEnd } = offer(interrupted(), STARTED + 10 * MIN);
    const region = await screen.findByRole('region', { name: en.resume.title });
    expect(region.textContent).toContain('the time you were away stays as a gap');
    await userEvent.click(screen.getByRole('button', { name: en.resume.continue }));
    expect(onContinue).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole('button', { name: en.resume.end }));
    expect(onEnd).toHaveBeenCalledOnce();
  });

  it('once its time is over, only ending is offered', async () => {
    offer(interrupted(), STARTED + 31 * MIN);
    expect(await screen.findByText(en.resume.over)).toBeTruthy();
    expect(screen.queryByRole('button', { name: en.resume.continue })).toBeNull();
    expect(screen.getByRole('button', { name: en.resume.end })).toBeTruthy();
  });

  it('says so when continuing fails, and may be tried again', async () => {
    const saved = interrupted();
    const onContinue = vi.fn(() => Promise.reject(new Error('no storage')));
    renderInApp(
      <ResumeOffer saved={saved} now={STARTED} onContinue={onContinue} onEnd={vi.fn()} />,
    );
    await userEvent.click(await screen.findByRole('button', { name: en.resume.continue }));
    expect((await screen.findByRole('alert')).textContent).toBe('That did not work: no storage');
  });
});

describe('ended sessions waiting for their After forms', () => {
  /** A 20-minute session's body, as the session keeps it for the server. */
  const body = (startedAt: number) => {
    const { recording } = interrupted().checkpoint;
    const ended = { ...recording, startedAt, endedAt: startedAt + 20 * MIN, status: 'stopped' };
    return activityInputOf(ended as Recording, startedAt + 20 * MIN);
  };

  it('shows each one until its After is sent, a second not replacing the first', async () => {
    keepEndedSession({ activityId: 'first', body: body(STARTED) });
    keepEndedSession({ activityId: 'second', body: body(STARTED + 24 * 60 * MIN) });
    const { unmount } = renderInApp(
      <MemoryRouter>
        <WaitingAfters />
      </MemoryRouter>,
    );
    expect(
      await screen.findByText(
        'The session of Wednesday, November 25 is still waiting for your answers',
      ),
    ).toBeTruthy();
    expect(
      screen.getByText('The session of Thursday, November 26 is still waiting for your answers'),
    ).toBeTruthy();
    const links = screen.getAllByRole('link', { name: en.waitingAnswer });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/me/after/first',
      '/me/after/second',
    ]);
    unmount();
    forgetEndedSession('first');
    renderInApp(
      <MemoryRouter>
        <WaitingAfters />
      </MemoryRouter>,
    );
    expect((await screen.findAllByRole('link', { name: en.waitingAnswer })).length).toBe(1);
  });
});
