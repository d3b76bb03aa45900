/**
 * fast-check arbitraries for fuzzing the entity schemas: wild JSON, and near-valid bodies whose
 * fields are each sometimes swapped for something hostile, so both the success and the failure
 * paths of every schema are exercised.
 */
import fc from 'fast-check';
import { ACTIVITY_TYPES } from './activity.js';
import { EVENT_KINDS } from './activity-event.js';
import { SAMPLE_CHANNEL_RANGES, SAMPLE_CHANNELS } from './activity-samples.js';
import { SEXES } from './patient.js';

/** Keys that have tripped JSON handlers before: prototype pollution and coercion hooks. */
export const HOSTILE_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'valueOf',
  'toJSON',
  'hasOwnProperty',
] as const;

/** Values a JSON body can carry that a careless validator lets through or chokes on. */
const EDGE_VALUES = [
  1e308,
  -1e308,
  -0,
  Number.MAX_SAFE_INTEGER + 2,
  5e-324,
  'NaN',
  'Infinity',
  '-Infinity',
  '1e308',
  '',
  ' ',
  '0x10',
  null,
  true,
  [],
  {},
  [null],
  '../../etc/passwd',
  "1' OR '1'='1",
];

/** An object whose own keys are hostile ones, built the way JSON.parse builds it. */
const hostileObject = fc
  .dictionary(fc.constantFrom(...HOSTILE_KEYS), fc.jsonValue({ maxDepth: 2 }), { minKeys: 1 })
  .map((entries) => JSON.parse(JSON.stringify(entries)) as unknown);

/** Anything a JSON body could hold, with the edge cases made likely. */
export const wildValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.constantFrom(...EDGE_VALUES),
  hostileObject,
);

/** Mostly the valid value, sometimes a wild one, sometimes absent (undefined drops the key). */
function mostly<T>(valid: fc.Arbitrary<T>): fc.Arbitrary<unknown> {
  return fc.oneof(
    { arbitrary: valid, weight: 12 },
    { arbitrary: wildValue, weight: 1 },
    { arbitrary: fc.constant(undefined), weight: 1 },
  );
}

/** Builds the object JSON.parse would give: undefined keys dropped, hostile keys as own keys. */
function asJsonObject(record: fc.Arbitrary<Record<string, unknown>>): fc.Arbitrary<unknown> {
  return fc
    .tuple(record, fc.option(hostileObject, { nil: undefined, freq: 4 }))
    .map(([fields, extra]) => {
      const text = JSON.stringify(fields);
      if (extra === undefined) return JSON.parse(text) as unknown;
      const extraText = JSON.stringify(extra).slice(1, -1);
      const joined = text === '{}' ? `{${extraText}}` : `${text.slice(0, -1)},${extraText}}`;
      return JSON.parse(joined) as unknown;
    });
}

const patientId = fc.stringMatching(/^[A-Za-z0-9._-]{1,64}$/);
/** Mostly printable text, sometimes any UTF-16 (control characters and lone surrogates too). */
const text = (maxLength: number, minLength = 0) =>
  fc.oneof(
    { arbitrary: fc.string({ minLength, maxLength }), weight: 6 },
    { arbitrary: fc.string({ minLength, maxLength, unit: 'binary' }), weight: 1 },
    {
      arbitrary: fc.string({
        minLength,
        maxLength,
        unit: fc.constantFrom('a', '\r', '\n', '\t', '\0'),
      }),
      weight: 1,
    },
  );
const isoDate = fc
  .date({ min: new Date('1900-01-01'), max: new Date('2024-12-31'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

export const nearValidPatient = asJsonObject(
  fc.record({
    patientId: mostly(patientId),
    patientName: mostly(text(130, 1)),
    birthDate: mostly(fc.option(isoDate)),
    sex: mostly(fc.constantFrom(...SEXES)),
    restingHr: mostly(fc.option(fc.integer({ min: 20, max: 160 }))),
    notes: mostly(text(50)),
  }),
);

/** Columnar samples, mostly consistent: t non-decreasing, columns as long as t and in range. */
const nearValidSamples = fc.integer({ min: 0, max: 40 }).chain((points) => {
  const t = fc
    .array(fc.integer({ min: 0, max: 5000 }), { minLength: points, maxLength: points })
    .map((steps) => {
      let offset = 0;
      return steps.map((step) => (offset += step));
    });
  const column = ([min, max]: readonly [number, number]) =>
    fc.array(fc.option(fc.double({ min, max, noNaN: true, noDefaultInfinity: true })), {
      minLength: points,
      maxLength: points,
    });
  const channels = Object.fromEntries(
    SAMPLE_CHANNELS.map((channel) => [channel, mostly(column(SAMPLE_CHANNEL_RANGES[channel]))]),
  );
  return fc.record({ t: mostly(t), ...channels });
});

const event = fc.oneof(
  {
    arbitrary: fc.record({
      t: fc.nat(1e7),
      kind: fc.constantFrom(...EVENT_KINDS),
      value: wildValue,
    }),
    weight: 1,
  },
  {
    arbitrary: fc.record({
      t: fc.nat(1e7),
      kind: fc.constant('rpe'),
      value: fc.integer({ min: 6, max: 20 }),
    }),
    weight: 3,
  },
  { arbitrary: fc.record({ t: fc.nat(1e7), kind: fc.constant('marker') }), weight: 3 },
  {
    arbitrary: fc.record({ t: fc.nat(1e7), kind: fc.constant('note'), value: text(50, 1) }),
    weight: 2,
  },
);

const STARTED_AT = 1_700_000_000_000;
// Mostly within a day after the fixed startedAt; sometimes before it or over 24 h (must fail).
const epochMs = fc.integer({ min: STARTED_AT - 3_600_000, max: STARTED_AT + 25 * 3_600_000 });

export const nearValidActivity = asJsonObject(
  fc.record({
    patientId: mostly(patientId),
    type: mostly(fc.constantFrom(...ACTIVITY_TYPES)),
    startedAt: mostly(fc.constant(STARTED_AT)),
    endedAt: mostly(epochMs),
    timestamp: mostly(epochMs),
    device: mostly(fc.option(fc.record({ name: text(130), kind: fc.constant('heart-rate') }))),
    hrMaxBpm: mostly(fc.option(fc.integer({ min: 80, max: 240 }))),
    restingHr: mostly(fc.option(fc.integer({ min: 30, max: 150 }))),
    samples: mostly(nearValidSamples),
    events: mostly(fc.array(event, { maxLength: 5 })),
    notes: mostly(text(50)),
  }),
);

/**
 * Query strings arrive as strings (or arrays of them when a key repeats); hostile objects check
 * that coercion survives a `toString` that is not a function.
 */
const wildQueryValue = fc.oneof(
  fc.string({ maxLength: 12 }),
  hostileObject,
  fc.constantFrom('NaN', 'Infinity', '1e308', '-0', '', '1.5', '-1', '0x10', ' 7 '),
  fc.array(fc.string({ maxLength: 4 }), { maxLength: 3 }),
);
const queryValue = (valid: fc.Arbitrary<string>) =>
  fc.oneof({ arbitrary: valid, weight: 6 }, { arbitrary: wildQueryValue, weight: 1 });
const whole = (min: number, max: number) => fc.integer({ min, max }).map(String);

export const nearValidListQuery = asJsonObject(
  fc.record(
    {
      patientId: queryValue(patientId),
      type: queryValue(fc.constantFrom(...ACTIVITY_TYPES)),
      from: queryValue(whole(0, 2000)),
      to: queryValue(whole(0, 4000)),
      limit: queryValue(whole(-5, 300)),
      cursor: queryValue(fc.base64String({ maxLength: 40 })),
    },
    { requiredKeys: [] },
  ),
);
