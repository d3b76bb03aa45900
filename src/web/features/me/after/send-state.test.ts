import { describe, expect, it } from 'vitest';
import { sendStateOf } from './send-state';

const key = 'home:session/s-1';
const write = (
  over: Partial<{ entityKey: string; failed: boolean; lastError: { status: number } | null }> = {},
) => ({
  entityKey: key,
  failed: false,
  lastError: null,
  ...over,
});

describe('sendStateOf', () => {
  it('is sent only when nothing of the session is left in the outbox', () => {
    expect(sendStateOf([], key)).toBe('sent');
    expect(sendStateOf([write({ entityKey: 'home:session/other' })], key)).toBe('sent');
  });

  it('waits while a write of it is queued, offline or after a server failure', () => {
    expect(sendStateOf([write()], key)).toBe('waiting');
    expect(sendStateOf([write({ lastError: { status: 0 } })], key)).toBe('waiting');
    expect(sendStateOf([write({ failed: true, lastError: { status: 503 } })], key)).toBe('waiting');
  });

  it('says refused when the server turned it down', () => {
    expect(sendStateOf([write({ failed: true, lastError: { status: 403 } })], key)).toBe('refused');
  });
});
