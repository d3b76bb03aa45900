import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HomeMessage } from '../../../../common/schemas/home-message';
import { apiRequest } from '../../../lib/api-client';
import { queryClient } from '../../../lib/server-state';
import { ServerStateProvider } from '../../../lib/server-state-provider';
import en from '../../../locales/en/me.json';
import { renderInApp } from '../../../test/render';
import { MessagesScreen } from './messages-screen';

// The thread's read and the write go through the API client: answered here.
vi.mock('../../../lib/api-client', () => ({ apiRequest: vi.fn() }));

function message(overrides: Partial<HomeMessage>): HomeMessage {
  return {
    messageId: crypto.randomUUID(),
    patientId: 'P-1',
    text: '',
    author: { name: 'Fisio Marta', role: 'clinic' },
    createdAt: Date.UTC(2026, 10, 27, 14, 0),
    ...overrides,
  };
}

function showThread(messages: HomeMessage[]) {
  vi.mocked(apiRequest).mockImplementation(async (_path, options) =>
    options?.method === 'POST'
      ? { message: message({ text: 'ok', author: { name: 'Joana', role: 'patient' } }) }
      : { messages, nextCursor: null },
  );
  renderInApp(
    <ServerStateProvider>
      <MessagesScreen />
    </ServerStateProvider>,
  );
}

afterEach(() => queryClient.clear());

describe("the patient's Messages", () => {
  it('reads the thread oldest first, saying who wrote each', async () => {
    showThread([
      message({ text: 'Hoje não: descanse.', createdAt: Date.UTC(2026, 10, 27, 15, 0) }),
      message({
        text: 'Senti tontura.',
        author: { name: 'Joana', role: 'patient' },
        createdAt: Date.UTC(2026, 10, 27, 14, 0),
      }),
    ]);
    const items = within(await screen.findByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^You.*Senti tontura\.$/),
      expect.stringMatching(/^Fisio Marta, from your clinic.*Hoje não: descanse\.$/),
    ]);
  });

  it('says there are no messages yet, and still lets the patient write', async () => {
    showThread([]);
    expect(await screen.findByText(en.messages.empty)).toBeTruthy();
    expect(screen.getByLabelText(en.messages.write)).toBeTruthy();
  });

  it('refuses an empty message, and sends a written one', async () => {
    showThread([]);
    const user = userEvent.setup();
    await screen.findByText(en.messages.empty);
    await user.click(screen.getByRole('button', { name: en.messages.send }));
    expect(screen.getByText(en.messages.errors.required)).toBeTruthy();
    expect(vi.mocked(apiRequest).mock.calls.some(([, o]) => o?.method === 'POST')).toBe(false);

    await user.type(screen.getByLabelText(en.messages.write), '  Posso caminhar amanhã?  ');
    await user.click(screen.getByRole('button', { name: en.messages.send }));
    expect(await screen.findByText(en.messages.sent)).toBeTruthy();
    const post = vi.mocked(apiRequest).mock.calls.find(([, o]) => o?.method === 'POST')!;
    expect(post[0]).toBe('/api/home/messages');
    expect(post[1]?.body).toMatchObject({ text: 'Posso caminhar amanhã?' });
    expect(post[1]?.body).not.toHaveProperty('patientId');
  });
});
