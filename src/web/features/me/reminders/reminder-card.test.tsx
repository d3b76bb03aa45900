import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import en from '../../../locales/en/me-reminders.json';
import { renderInApp } from '../../../test/render';
import { pushSupportOf, storedReminder, turnOnReminders } from './push-device';
import { ReminderCard } from './reminder-card';

vi.mock('./push-device', async (original) => ({
  ...(await original<typeof import('./push-device')>()),
  storedReminder: vi.fn(),
  turnOnReminders: vi.fn(),
  turnOffReminders: vi.fn(),
}));

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const withMedia = (standalone: boolean) =>
  ({ matchMedia: () => ({ matches: standalone }) }) as unknown as Window;

describe('pushSupportOf', () => {
  it('asks an iPhone in a Safari tab to add the app to the Home Screen first', () => {
    const nav = { userAgent: IPHONE, maxTouchPoints: 5 } as Navigator;
    expect(pushSupportOf(nav, withMedia(false))).toBe('ios-home-screen');
  });

  it('takes an iPhone opened from the Home Screen as any other browser', () => {
    const nav = { userAgent: IPHONE, maxTouchPoints: 5, serviceWorker: {} } as Navigator;
    const win = Object.assign(withMedia(true), { PushManager: {}, Notification: {} });
    expect(pushSupportOf(nav, win)).toBe('supported');
    expect(pushSupportOf({ userAgent: 'Firefox' } as Navigator, withMedia(false))).toBe(
      'unsupported',
    );
  });
});

describe('ReminderCard', () => {
  it('turns reminders on at the chosen time and says so', async () => {
    vi.stubGlobal('PushManager', {});
    vi.stubGlobal('Notification', {});
    Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
    vi.mocked(storedReminder).mockResolvedValue(null);
    vi.mocked(turnOnReminders).mockResolvedValue(true);
    renderInApp(<ReminderCard />);
    const time = await screen.findByLabelText(en.time);
    fireEvent.change(time, { target: { value: '07:15' } });
    fireEvent.click(screen.getByRole('button', { name: en.turnOn }));
    expect(await screen.findByText(en.on.replace('{{time}}', '07:15'))).toBeTruthy();
    expect(turnOnReminders).toHaveBeenCalledWith('07:15', expect.stringMatching(/^(en|pt-BR)$/));
    expect(screen.getByRole('button', { name: en.turnOff })).toBeTruthy();
  });
});
