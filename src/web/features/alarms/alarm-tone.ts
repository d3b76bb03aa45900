/**
 * The alarm tone, made with Web Audio (no sound file to download or cache): two short high
 * beeps, a pattern that reads as "attention" rather than as a notification. The context is
 * created on first use and resumed from a click (Start class, Test sound), as browsers require.
 */

let context: AudioContext | null = null;

function audioContext(): AudioContext | null {
  if (typeof AudioContext === 'undefined') return null;
  context ??= new AudioContext();
  return context;
}

/** Call from a click: browsers keep a context silent until a gesture resumed it. */
export function unlockAlarmTone(): void {
  void audioContext()
    ?.resume()
    .catch(() => undefined);
}

/** One burst: its pitch and its pulses, each from `atS` for `lengthS` seconds. */
export interface ToneBurst {
  frequencyHz: number;
  pulses: readonly { atS: number; lengthS: number }[];
}

const TWO_BEEPS: ToneBurst = {
  frequencyHz: 880,
  pulses: [
    { atS: 0, lengthS: 0.17 },
    { atS: 0.25, lengthS: 0.17 },
  ],
};

/** Plays `burst` once at `volume` (0–100); by default the two beeps of Settings' test. */
export function playAlarmTone(volume: number, burst: ToneBurst = TWO_BEEPS): void {
  const audio = audioContext();
  if (!audio || volume <= 0) return;
  const gainPeak = Math.min(1, volume / 100) * 0.6;
  for (const pulse of burst.pulses) {
    const start = audio.currentTime + pulse.atS;
    const end = start + pulse.lengthS;
    // Ramped, so the beep starts and stops without a click (IEC 60601-1-8: 10–20 % rise).
    const ramp = Math.max(0.01, pulse.lengthS * 0.15);
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    oscillator.type = 'square';
    oscillator.frequency.value = burst.frequencyHz;
    gain.gain.setValueAtTime(0, start);
    gain.gain.linearRampToValueAtTime(gainPeak, start + ramp);
    gain.gain.setValueAtTime(gainPeak, end - ramp);
    gain.gain.linearRampToValueAtTime(0, end);
    oscillator.connect(gain).connect(audio.destination);
    oscillator.start(start);
    oscillator.stop(end + 0.01);
  }
}
