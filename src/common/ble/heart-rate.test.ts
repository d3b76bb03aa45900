import { describe, expect, it } from 'vitest';
import { errorCodeOf, expectOnlyBleParseErrors, hexView } from './ble.test-helpers.js';
import { parseBodySensorLocation, parseHeartRateMeasurement } from './heart-rate.js';

const parse = (hex: string) => parseHeartRateMeasurement(hexView(hex));

describe('parseHeartRateMeasurement: the vectors of ble-vectors.md', () => {
  it.each([
    ['00 48', 'a uint8 72 bpm, no contact detection', { heartRate: 72, contact: 'unsupported' }],
    ['06 5A', '90 bpm with skin contact detected', { heartRate: 90, contact: 'detected' }],
    [
      '04 5A',
      '90 bpm, contact supported, not detected',
      { heartRate: 90, contact: 'not-detected' },
    ],
    ['01 78 00', 'a uint16 120 bpm', { heartRate: 120, contact: 'unsupported' }],
  ])('%s is %s', (hex, _, expected) => {
    expect(parse(hex)).toStrictEqual({ ...expected, rrIntervals: [] });
  });

  it('18 4B 10 00 00 04 20 03 carries energy 16 kJ and two RR intervals in ms', () => {
    expect(parse('18 4B 10 00 00 04 20 03')).toStrictEqual({
      heartRate: 75,
      contact: 'unsupported',
      energyExpended: 16,
      rrIntervals: [1000, 781.25],
    });
  });

  it('an empty packet is rejected as empty', () => {
    expect(errorCodeOf(() => parse(''))).toBe('empty');
  });

  it('01 48 is rejected: a uint16 heart rate is announced but one byte is present', () => {
    expect(errorCodeOf(() => parse('01 48'))).toBe('truncated');
  });
});

describe('parseHeartRateMeasurement: other layouts', () => {
  it('reads a uint16 heart rate followed by RR intervals', () => {
    // flags 0x11: uint16 HR + RR; 0x0104 = 260 bpm; RR 0x0200 = 512/1024 s = 500 ms
    expect(parse('11 04 01 00 02')).toStrictEqual({
      heartRate: 260,
      contact: 'unsupported',
      rrIntervals: [500],
    });
  });

  it('reads energy expended without RR intervals', () => {
    // flags 0x0E: contact detected + energy; energy 0x012C = 300 kJ
    expect(parse('0E 3C 2C 01')).toStrictEqual({
      heartRate: 60,
      contact: 'detected',
      energyExpended: 300,
      rrIntervals: [],
    });
  });

  it('keeps RR intervals unrounded', () => {
    // raw 1 → 1000/1024 ms; raw 0xFFFF → 65535000/1024 ms
    expect(parse('10 50 01 00 FF FF').rrIntervals).toStrictEqual([0.9765625, 63999.0234375]);
  });

  it('ignores the reserved flag bits 5–7', () => {
    expect(parse('E0 48')).toStrictEqual({
      heartRate: 72,
      contact: 'unsupported',
      rrIntervals: [],
    });
  });

  it('ignores the detected bit when contact detection is not supported', () => {
    expect(parse('02 48').contact).toBe('unsupported');
  });

  it('reads a view that starts inside a larger buffer', () => {
    expect(parseHeartRateMeasurement(hexView('10 4B 00 04', 5))).toStrictEqual({
      heartRate: 75,
      contact: 'unsupported',
      rrIntervals: [1000],
    });
  });

  it.each([
    ['the RR flag with no RR after it', '10 48'],
    ['half an RR interval', '10 48 00 04 20'],
    ['energy announced, one byte present', '08 48 10'],
    ['flags only', '00'],
  ])('rejects %s as truncated', (_, hex) => {
    expect(errorCodeOf(() => parse(hex))).toBe('truncated');
  });

  it('rejects bytes after the announced fields when no RR intervals are announced', () => {
    expect(errorCodeOf(() => parse('00 48 00'))).toBe('trailing-bytes');
  });

  it('only ever throws BleParseError, and never yields NaN, for random bytes', () => {
    expectOnlyBleParseErrors(parseHeartRateMeasurement);
  });
});

describe('parseBodySensorLocation', () => {
  it.each([
    ['00', 'other'],
    ['01', 'chest'],
    ['02', 'wrist'],
    ['03', 'finger'],
    ['04', 'hand'],
    ['05', 'ear-lobe'],
    ['06', 'foot'],
  ])('%s is %s', (hex, location) => {
    expect(parseBodySensorLocation(hexView(hex))).toBe(location);
  });

  it.each([
    ['', 'empty'],
    ['07', 'out-of-range'],
    ['FF', 'out-of-range'],
    ['01 00', 'trailing-bytes'],
  ])('rejects "%s" as %s', (hex, code) => {
    expect(errorCodeOf(() => parseBodySensorLocation(hexView(hex)))).toBe(code);
  });

  it('only ever throws BleParseError for random bytes', () => {
    expectOnlyBleParseErrors(parseBodySensorLocation);
  });
});
