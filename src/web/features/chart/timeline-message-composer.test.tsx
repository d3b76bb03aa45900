import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-error';
import { renderInApp } from '../../test/render';
import { sendMessage } from '../messages';
import { TimelineMessageComposer } from './timeline-message-composer';

// The write itself (server, thread read again) is the messages feature's; here the form.
vi.mock('../messages', async (original) => ({
  ...(await original<typeof import('../messages')>()),
  sendMessage: vi.fn(),
}));

function openComposer() {
  renderInApp(<TimelineMessageComposer patientId="P-1" />);
  return userEvent.setup();
}

describe('the message composer in the timeline', () => {
  it('refuses an empty message on the field, sending nothing', async () => {
    const user = openComposer();
    await user.click(await screen.findByRole('button', { name: 'Send message' }));
    expect(screen.getByText('Write the message first.')).toBeTruthy();
    expect(sendMessage).not.toHaveBeenCalled();
  });

  it('sends the trimmed text for the patient, then empties the field and says so', async () => {
    const user = openComposer();
    const field = await screen.findByLabelText('Message to the patient');
    await user.type(field, '  Pode caminhar amanhã.  ');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(screen.getByText('Message sent.')).toBeTruthy());
    expect(vi.mocked(sendMessage).mock.calls.at(-1)).toEqual(['Pode caminhar amanhã.', 'P-1']);
    expect((field as HTMLTextAreaElement).value).toBe('');
  });

  it("puts the server's refusal of the text on the field", async () => {
    vi.mocked(sendMessage).mockRejectedValueOnce(
      new ApiError(400, 'validation_failed', 'Invalid body', [
        { field: 'body.text', message: 'must be at most 2000 characters' },
      ]),
    );
    const user = openComposer();
    await user.type(await screen.findByLabelText('Message to the patient'), 'oi');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText(/must be at most 2000 characters/)).toBeTruthy();
  });
});
