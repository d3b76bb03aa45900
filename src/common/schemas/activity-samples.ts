/** An activity's samples: columnar, so a 1 Hz hour stays small on the wire. */
import { z } from 'zod';
import { checkedArray } from './checked-array.js';
import { MAX_OFFSET_MS, offsetMsSchema } from './epoch-ms.js';

export const MAX_SAMPLES = 100_000;

const isOffsetMs = (value: unknown) =>
  Number.isInteger(value) && (value as number) >= 0 && (value as number) <= MAX_OFFSET_MS;

export const SAMPLE_CHANNELS = ['hr', 'rr', 'speed', 'cadence', 'power'] as const;
export type SampleChannel = (typeof SAMPLE_CHANNELS)[number];

/** The plausible [min, max] of each channel, in its unit. */
export const SAMPLE_CHANNEL_RANGES = {
  hr: [0, 300], // bpm
  rr: [100, 5000], // ms between beats
  speed: [0, 100], // km/h
  cadence: [0, 400], // rpm
  power: [0, 5000], // W
} as const satisfies Record<SampleChannel, readonly [number, number]>;

/** A column value: null where the sensor gave nothing at that instant. */
const column = (channel: SampleChannel) => {
  const [min, max] = SAMPLE_CHANNEL_RANGES[channel];
  const isInRange = (value: unknown) =>
    value === null || (typeof value === 'number' && value >= min && value <= max);
  return checkedArray(z.array(z.number().min(min).max(max).nullable()), isInRange).optional();
};

export const samplesSchema = z
  .object({
    t: checkedArray(
      z.array(offsetMsSchema).max(MAX_SAMPLES, `must have at most ${MAX_SAMPLES} points`),
      isOffsetMs,
      MAX_SAMPLES,
    ),
    hr: column('hr'),
    rr: column('rr'),
    speed: column('speed'),
    cadence: column('cadence'),
    power: column('power'),
  })
  .superRefine((samples, ctx) => {
    for (const channel of SAMPLE_CHANNELS) {
      const values = samples[channel];
      if (values && values.length !== samples.t.length) {
        ctx.addIssue({
          code: 'custom',
          path: [channel],
          message: `must have as many points as t (${samples.t.length}), has ${values.length}`,
        });
      }
    }
    for (let i = 1; i < samples.t.length; i++) {
      if (samples.t[i]! < samples.t[i - 1]!) {
        ctx.addIssue({ code: 'custom', path: ['t', i], message: 'must not decrease' });
        break;
      }
    }
  });
export type Samples = z.infer<typeof samplesSchema>;
