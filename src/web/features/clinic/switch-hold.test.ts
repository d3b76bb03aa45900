import { afterEach, describe, expect, it } from 'vitest';
import { registerSwitchGuard, switchHold } from '../../lib/switch-guards';
import { checkCanSwitch, RecordingInProgressError } from './workspace-store';

describe('what holds a workspace switch', () => {
  const stops: (() => void)[] = [];
  afterEach(() => {
    for (const stop of stops.splice(0)) stop();
  });

  it('nothing, when no feature holds it and nothing waits to sync', () => {
    expect(switchHold()).toBeNull();
    expect(() => checkCanSwitch()).not.toThrow();
  });

  it('a recording not yet saved or discarded, until it is', () => {
    let recording = true;
    stops.push(registerSwitchGuard(() => (recording ? 'recording' : null)));
    expect(() => checkCanSwitch()).toThrow(RecordingInProgressError);
    recording = false;
    expect(() => checkCanSwitch()).not.toThrow();
  });
});
