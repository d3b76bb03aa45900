import { describe, expect, it } from 'vitest';
import { unsyncedAtSignOut } from './sign-out';

const write = (entityKey: string) => ({ entityKey });

describe('items lost at sign-out', () => {
  it('counts each unsynced write', () => {
    expect(unsyncedAtSignOut([write('patient:P-1'), write('activity:a')], [])).toBe(2);
  });

  it('counts a recording started but not saved as one item', () => {
    expect(unsyncedAtSignOut([], ['rec-1'])).toBe(1);
    expect(unsyncedAtSignOut([write('patient:P-1')], ['rec-1'])).toBe(2);
  });

  it('counts a session being saved once, though its checkpoint is still there', () => {
    expect(unsyncedAtSignOut([write('activity:rec-1')], ['rec-1'])).toBe(1);
  });

  it('is zero when everything is on the server and nothing is being recorded', () => {
    expect(unsyncedAtSignOut([], [])).toBe(0);
  });
});
