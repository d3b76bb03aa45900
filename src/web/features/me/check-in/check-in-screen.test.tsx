import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../lib/server-state';
import { ServerStateProvider } from '../../../lib/server-state-provider';
import en from '../../../locales/en/me.json';
import { renderInApp } from '../../../test/render';
import { queueAndSend } from '../../sync';
import { makeHomePlan } from '../home-plan.test-helpers';
import { loadToday } from '../me-api';
import { CheckInScreen } from './check-in-screen';

vi.mock('../me-api', async (original) => ({
  ...(await original<typeof import('../me-api')>()),
  loadToday: vi.fn(),
}));
vi.mock('../../sync', async (original) => ({
  ...(await original<typeof import('../../sync')>()),
  queueAndSend: vi.fn(async () => ({ state: 'sent' })),
}));

const PLAN = makeHomePlan({
  date: '2026-11-18',
  programmeId: 'PR-1',
  prescription: { version: 1, modality: 'walk', minutes: 30, intensity: { method: 'thresholds' } },
  phases: { warmUpMin: 5, conditioningMin: 30, coolDownMin: 5 },
  band: { lowBpm: 95, highBpm: 110 },
  safetyMaxBpm: 128,
});

function showCheckIn(checkIn = PLAN.checkIn) {
  vi.mocked(loadToday).mockResolvedValue({ ...PLAN, checkIn });
  renderInApp(
    <ServerStateProvider>
      <MemoryRouter initialEntries={['/me/check-in']}>
        <Routes>
          <Route path="/me/check-in" element={<CheckInScreen />} />
          <Route path="/me/session" element={<p>session screen</p>} />
        </Routes>
      </MemoryRouter>
    </ServerStateProvider>,
  );
  return userEvent.setup();
}

/** Answers every question shown: yes to those in `yes`, no to the rest (by the group's label). */
async function answer(yes: string[] = []) {
  await screen.findAllByRole('radiogroup');
  for (const [question, text] of Object.entries(en.checkIn.questions)) {
    const label = screen.queryByText(text);
    if (!label) continue;
    const group = document.querySelector<HTMLElement>(`[aria-labelledby="${label.id}"]`)!;
    const choice = yes.includes(question) ? en.checkIn.yes : en.checkIn.no;
    // fireEvent: five questions of user-event clicks outlast a test's time on a busy machine.
    fireEvent.click(within(group).getByText(choice));
  }
}

afterEach(() => {
  queryClient.clear();
  vi.mocked(queueAndSend).mockClear();
});

describe('the check-in', () => {
  it('asks the heart-failure questions and glucose only where the plan says so', async () => {
    showCheckIn();
    await screen.findByText(en.checkIn.questions.chestPain);
    expect(screen.queryByText(en.checkIn.questions.swelling)).toBeNull();
    expect(screen.queryByLabelText(en.checkIn.glucose)).toBeNull();
  });

  it('with heart failure and diabetes, asks about swelling and offers glucose', async () => {
    showCheckIn({ heartFailure: true, diabetes: true });
    expect(await screen.findByText(en.checkIn.questions.swelling)).toBeTruthy();
    expect(screen.getByLabelText(en.checkIn.glucose)).toBeTruthy();
  });

  it('will not go on with a question unanswered', async () => {
    const user = showCheckIn();
    await screen.findByText(en.checkIn.questions.chestPain);
    await user.click(screen.getByRole('button', { name: en.checkIn.continue }));
    expect(screen.getAllByText(en.checkIn.unanswered).length).toBe(5);
    expect(queueAndSend).not.toHaveBeenCalled();
  });

  it('sends an all-clear check-in through the outbox and opens the session', async () => {
    const user = showCheckIn();
    await answer();
    await user.click(screen.getByRole('button', { name: en.checkIn.continue }));
    expect(await screen.findByText('session screen')).toBeTruthy();
    const write = vi.mocked(queueAndSend).mock.calls[0]![0];
    expect(write.method).toBe('PUT');
    expect(write.path).toMatch(/^\/api\/home\/check-ins\/[0-9a-f-]{36}$/);
    expect(write.entityKey).toMatch(/^home:check-in\//);
    expect((write.body as { answers: object }).answers).toMatchObject({
      chestPain: false,
      sbp: null,
    });
  });

  it('shows the advice for a red flag, with SAMU 192 one tap away, and no session', async () => {
    const user = showCheckIn();
    await answer(['chestPain']);
    await user.click(screen.getByRole('button', { name: en.checkIn.continue }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(en.advice.title)).toBeTruthy();
    expect(screen.getByText(en.advice.flags.chestPain)).toBeTruthy();
    expect(screen.getByRole('link', { name: en.advice.callSamu }).getAttribute('href')).toBe(
      'tel:192',
    );
    expect(screen.queryByText('session screen')).toBeNull();
    expect(queueAndSend).toHaveBeenCalledOnce();
  });

  it('flags a blood pressure above 180/110 as the server would', async () => {
    const user = showCheckIn();
    await answer();
    await user.type(screen.getByLabelText(en.checkIn.sbp), '190');
    await user.click(screen.getByRole('button', { name: en.checkIn.continue }));
    expect(await screen.findByText(en.advice.flags.bpHigh)).toBeTruthy();
  });
});
