import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HomeToday } from '../../../../common/schemas/home-today';
import { queryClient } from '../../../lib/server-state';
import { ServerStateProvider } from '../../../lib/server-state-provider';
import en from '../../../locales/en/me.json';
import { renderInApp } from '../../../test/render';
import { makeHomePlan } from '../home-plan.test-helpers';
import { loadToday } from '../me-api';
import { TodayScreen } from './today-screen';

vi.mock('../me-api', async (original) => ({
  ...(await original<typeof import('../me-api')>()),
  loadToday: vi.fn(),
  loadConsent: vi.fn(() => new Promise(() => undefined)),
}));

const PLAN = makeHomePlan({
  date: '2026-11-18',
  programmeId: 'PR-1',
  prescription: { version: 1, modality: 'walk', minutes: 30, intensity: { method: 'thresholds' } },
  phases: { warmUpMin: 5, conditioningMin: 30, coolDownMin: 5 },
  band: { lowBpm: 95, highBpm: 110 },
  safetyMaxBpm: 128,
  borg: { low: 12, high: 13 },
  sessionsThisWeek: { home: 1, clinic: 1 },
});

function showToday(answer: HomeToday) {
  vi.mocked(loadToday).mockResolvedValue(answer);
  renderInApp(
    <ServerStateProvider>
      <MemoryRouter>
        <TodayScreen />
      </MemoryRouter>
    </ServerStateProvider>,
  );
}

afterEach(() => queryClient.clear());

describe("the patient's Today", () => {
  it('says it is loading, then shows the band in numbers and words, the effort and the week', async () => {
    showToday(PLAN);
    expect(screen.getByRole('status', { name: en.today.loading }).getAttribute('aria-busy')).toBe(
      'true',
    );
    expect(await screen.findByText('95–110 bpm')).toBeTruthy();
    expect(screen.getByText('between 95 and 110 beats per minute')).toBeTruthy();
    expect(screen.getByText('Stop if it goes above 128 beats per minute.')).toBeTruthy();
    expect(screen.getByText('Between 12 and 13 on the effort scale: somewhat hard.')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: '2 of 3 sessions done' })).toBeTruthy();
    expect(screen.getByRole('link', { name: en.today.start }).getAttribute('href')).toBe(
      '/me/check-in',
    );
  });

  it('says why there is no session today and what to do, without a start button', async () => {
    showToday({ allowed: false, reason: 'not_signed' });
    expect(await screen.findByText(en.reasons.not_signed.todo)).toBeTruthy();
    expect(screen.getByRole('heading', { name: en.reasons.not_signed.title })).toBeTruthy();
    expect(screen.queryByRole('link', { name: en.today.start })).toBeNull();
  });

  it('asks for the consent first', async () => {
    showToday({ allowed: false, reason: 'no_consent' });
    expect(await screen.findByRole('heading', { name: en.consent.title })).toBeTruthy();
  });
});
