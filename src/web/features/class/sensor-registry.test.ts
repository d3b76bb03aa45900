import { describe, expect, it } from 'vitest';
import { pairingFor, parsePairings, type StrapPairing, withPairing } from './sensor-registry';

const strap = (deviceId: string, patientId: string | null): StrapPairing => ({
  deviceId,
  name: `Polar H10 ${deviceId}`,
  patientId,
  batteryPct: 80,
  lastSeenAt: 1,
});

describe('strap registry', () => {
  it('keeps one pairing per strap, newest first', () => {
    const pairings = withPairing(withPairing([], strap('a', 'P1')), strap('a', 'P2'));
    expect(pairings).toEqual([strap('a', 'P2')]);
  });

  it('lends a patient one strap at a time', () => {
    const pairings = withPairing([strap('a', 'P1')], strap('b', 'P1'));
    expect(pairingFor(pairings, 'P1')?.deviceId).toBe('b');
    expect(pairings.find((p) => p.deviceId === 'a')?.patientId).toBeNull();
  });

  it('drops damaged entries and keeps the rest', () => {
    const raw = JSON.stringify([strap('a', 'P1'), { deviceId: '' }, 'x']);
    expect(parsePairings(raw)).toEqual([strap('a', 'P1')]);
    expect(parsePairings('not json')).toEqual([]);
    expect(parsePairings('{"a":1}')).toEqual([]);
  });
});
