/**
 * The narrowest heart-rate band a session may run with. ACSM's Guidelines for Exercise Testing
 * and Prescription (11th ed., ch. 5 and 9) and the SBC 2020 Diretriz Brasileira de Reabilitação
 * Cardiovascular (Arq Bras Cardiol 2020;114(5):943-987) prescribe intensity as a range — 40–80 %
 * of HR reserve, or VT1 to VT2 — never a point: at a steady load the heart rate wanders by a few
 * beats (strap noise ±2–3 bpm, cardiovascular drift), so a patient cannot be held inside 101–102.
 * 5 bpm is also the above-target alarm's clearance margin (alarm-priority.ts): in a narrower band
 * that alarm could not clear while the heart rate is still inside the band, so "in target" and
 * "above target" would disagree. A narrower band that Ritmo computes or clips is refused, with
 * its reason on screen, and the session runs on the safety maximum alone.
 */
import { alarmTiming } from '../alarms/alarm-priority.js';
import type { HrTarget } from '../metrics/zones.js';

export const MIN_BAND_WIDTH_BPM = alarmTiming('above-target').clearMargin;

/** True when the band is narrower than a heart rate can be held in (high − low < 5 bpm). */
export const isTooNarrow = (band: HrTarget) => band.highBpm - band.lowBpm < MIN_BAND_WIDTH_BPM;
