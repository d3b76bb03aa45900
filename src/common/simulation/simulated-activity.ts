/** Whole simulated sessions and a live stream, for demos, the "simulated sensor" and tests. */
import type { Samples } from '../schemas/activity-samples.js';
import {
  type SimulatedReading,
  SimulatedSensor,
  type SimulationProfile,
} from './simulated-stream.js';

export interface SimulateActivityOptions extends SimulationProfile {
  seed: number;
  durationMs: number;
}

/** Every reading of a session, one a second from t = 1000 ms to durationMs. */
export function simulateActivity({
  seed,
  ...profile
}: SimulateActivityOptions): SimulatedReading[] {
  const sensor = new SimulatedSensor(seed, profile);
  return Array.from({ length: Math.floor(profile.durationMs / 1000) }, () => sensor.next());
}

export interface SimulatedStream {
  /**
   * The latest reading at or before `elapsedMs` (null in the first second), the same whatever
   * the rate or order of the calls, so a live screen can poll as often as it likes.
   */
  readingAt(elapsedMs: number): SimulatedReading | null;
}

export function createSimulatedStream(
  seed: number,
  profile: SimulationProfile = {},
): SimulatedStream {
  let sensor = new SimulatedSensor(seed, profile);
  let latest: SimulatedReading | null = null;
  return {
    readingAt(elapsedMs) {
      const tick = Math.floor(elapsedMs / 1000);
      if (!(tick >= 1)) return null;
      if (latest !== null && tick < latest.t / 1000) {
        // Going back in time: replay from the start, which is what makes the answer order-free.
        sensor = new SimulatedSensor(seed, profile);
        latest = null;
      }
      while (latest === null || latest.t / 1000 < tick) latest = sensor.next();
      return latest;
    },
  };
}

/**
 * A simulated session as stored columns: t, hr and rr, one row per reading, rr being the last
 * beat of the reading (null when no beat completed in that second).
 */
export function simulatedActivitySamples(seed: number, durationMs: number): Samples {
  const readings = simulateActivity({ seed, durationMs });
  return {
    t: readings.map((r) => r.t),
    hr: readings.map((r) => r.hr),
    rr: readings.map((r) => r.rrIntervals.at(-1) ?? null),
  };
}
