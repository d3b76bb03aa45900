/**
 * The connected strap's heart rates while the live walk is open: every reading kept (with the
 * last one from before it opened), for the walk's before/after/peak, and the rate shown now.
 */
import { useEffect, useRef, useState } from 'react';
import { useSensorHub } from '../devices';
import { HR_FRESH_MS, type HrReading } from './six-minute-walk';

/** Enough for a walk and the minutes around it at one reading a second. */
const READINGS_KEPT = 1200;

export function useWalkHeartRate(now: number): {
  readings: () => readonly HrReading[];
  hrNow: number | null;
} {
  const hub = useSensorHub();
  const readings = useRef<HrReading[]>([]);
  const [last, setLast] = useState<HrReading | null>(null);
  useEffect(() => {
    const before = hub.getSnapshot().lastReading;
    if (before?.hr !== undefined) {
      readings.current = [{ at: before.at, hr: before.hr }];
      setLast({ at: before.at, hr: before.hr });
    }
    return hub.onReading((reading) => {
      if (reading.hr === undefined) return;
      const hr = { at: reading.at, hr: reading.hr };
      readings.current = [...readings.current.slice(-(READINGS_KEPT - 1)), hr];
      setLast(hr);
    });
  }, [hub]);
  const fresh = last !== null && now - last.at <= HR_FRESH_MS;
  return { readings: () => readings.current, hrNow: fresh ? last.hr : null };
}
