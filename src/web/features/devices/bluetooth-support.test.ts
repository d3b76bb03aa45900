import { describe, expect, it } from 'vitest';
import { checkBluetoothSupport } from './bluetooth-support';
import type { BluetoothLike } from './web-bluetooth-types';

const withAvailability = (answer: () => Promise<boolean>): BluetoothLike => ({
  requestDevice: () => Promise.reject(new Error('not in this test')),
  getAvailability: answer,
});

describe('Web Bluetooth support check', () => {
  it('no API: unsupported, or hidden by an insecure context', async () => {
    expect(await checkBluetoothSupport(null, true)).toBe('unsupported');
    expect(await checkBluetoothSupport(null, false)).toBe('insecure-context');
  });

  it('asks the adapter when it can', async () => {
    expect(
      await checkBluetoothSupport(
        withAvailability(async () => true),
        true,
      ),
    ).toBe('available');
    expect(
      await checkBluetoothSupport(
        withAvailability(async () => false),
        true,
      ),
    ).toBe('no-adapter');
  });

  it('an availability check that throws does not hide the connect button', async () => {
    const throwing = withAvailability(() => Promise.reject(new Error('policy')));
    expect(await checkBluetoothSupport(throwing, true)).toBe('available');
  });
});
