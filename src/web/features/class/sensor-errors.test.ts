import { describe, expect, it } from 'vitest';
import { chooserFailureKey, statusErrorKey } from './sensor-errors';

const named = (name: string, message: string) => Object.assign(new Error(message), { name });

describe('chooserFailureKey', () => {
  it('gives the refusal advice when the strap was chosen but its connection refused', () => {
    const refused = named('ConnectionRefusedError', 'Connection failed for unknown reason.');
    expect(chooserFailureKey(refused)).toBe('sensorErrors.refused');
    expect(chooserFailureKey(refused)).toBe(statusErrorKey('connection-refused'));
  });

  it('tells a cancelled or empty chooser apart from a failed connection', () => {
    expect(
      chooserFailureKey(named('NotFoundError', 'User cancelled the requestDevice() chooser.')),
    ).toBe('sensorErrors.noneChosen');
    expect(chooserFailureKey(named('NetworkError', 'Connection attempt failed.'))).toBe(
      'sensorErrors.failed',
    );
  });
});
