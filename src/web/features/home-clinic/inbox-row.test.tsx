import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { InboxItem } from '../../../common/schemas/home-inbox';
import { renderInApp } from '../../test/render';
import { InboxRow, type Review } from './inbox-row';

const item: InboxItem = {
  itemId: 's:7c0e2a9e-0000-4000-8000-000000000001',
  kind: 'session',
  patientId: 'P-1',
  patientName: 'Maria Souza',
  at: Date.UTC(2026, 10, 18, 12),
  reason: 'borg_above',
  rank: 4,
  numbers: { borg: 18, borgHigh: 16 },
  activityId: '7c0e2a9e-0000-4000-8000-000000000001',
};

function row(review?: Review, onReviewWithMessage = vi.fn(async (_message: string) => {})) {
  const onReview = vi.fn();
  const view = renderInApp(
    <MemoryRouter>
      <ul>
        <InboxRow
          item={item}
          canWrite
          review={review}
          onReview={onReview}
          onReviewWithMessage={onReviewWithMessage}
        />
      </ul>
    </MemoryRouter>,
  );
  return { onReview, onReviewWithMessage, view, user: userEvent.setup() };
}

const rowElement = () => screen.getByRole('listitem', { name: 'Maria Souza' });

describe('an inbox row', () => {
  it('reviews with a message: the text checked, trimmed, sent, and focus back on the row', async () => {
    const { onReviewWithMessage, onReview, user } = row();
    await user.click(screen.getByRole('button', { name: 'Review with a message: Maria Souza' }));
    const field = screen.getByLabelText('Message to Maria Souza');
    expect(document.activeElement).toBe(field);
    await user.click(screen.getByRole('button', { name: 'Mark reviewed and send' }));
    expect(await screen.findByText('Write the message first.')).toBeTruthy();
    expect(onReviewWithMessage).not.toHaveBeenCalled();
    // Pasted, not typed key by key: the outcome is the same and the test stays quick.
    await user.click(field);
    await user.paste('  Ótimo, Maria. Mantenha o ritmo.  ');
    await user.click(screen.getByRole('button', { name: 'Mark reviewed and send' }));
    expect(onReviewWithMessage).toHaveBeenCalledWith('Ótimo, Maria. Mantenha o ritmo.');
    await waitFor(() => expect(document.activeElement).toBe(rowElement()));
    expect(screen.queryByLabelText('Message to Maria Souza')).toBeNull();
    expect(onReview).not.toHaveBeenCalled();
  });

  it('refuses a message over 2,000 characters before sending', async () => {
    const { onReviewWithMessage, user } = row();
    await user.click(screen.getByRole('button', { name: 'Review with a message: Maria Souza' }));
    const field = screen.getByLabelText('Message to Maria Souza');
    await user.click(field);
    await user.paste('x'.repeat(2001));
    await user.click(screen.getByRole('button', { name: 'Mark reviewed and send' }));
    expect(await screen.findByText('At most 2,000 characters.')).toBeTruthy();
    expect(onReviewWithMessage).not.toHaveBeenCalled();
  });

  it('keeps the form and the text when the review fails, saying so', async () => {
    const failing = vi.fn(async () => {
      throw new Error('offline');
    });
    const { user } = row(undefined, failing);
    await user.click(screen.getByRole('button', { name: 'Review with a message: Maria Souza' }));
    await user.click(screen.getByLabelText('Message to Maria Souza'));
    await user.paste('Tudo bem?');
    await user.click(screen.getByRole('button', { name: 'Mark reviewed and send' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByLabelText('Message to Maria Souza')).toHaveProperty('value', 'Tudo bem?');
  });

  it('closes the form into the row on Cancel and on Escape', async () => {
    const { onReviewWithMessage, user } = row();
    const open = () =>
      user.click(screen.getByRole('button', { name: 'Review with a message: Maria Souza' }));
    await open();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(document.activeElement).toBe(rowElement());
    await open();
    await user.keyboard('{Escape}');
    expect(document.activeElement).toBe(rowElement());
    expect(screen.queryByLabelText('Message to Maria Souza')).toBeNull();
    expect(onReviewWithMessage).not.toHaveBeenCalled();
  });

  it('says the message was sent once reviewed with one', () => {
    row('sent');
    expect(screen.getByRole('status').textContent).toBe('✓ Reviewed · message sent');
    expect(screen.queryByRole('button', { name: /Review/ })).toBeNull();
  });
});
