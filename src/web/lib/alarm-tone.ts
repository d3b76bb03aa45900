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

/** Plays the pattern once at `volume` (0–100). */
export function playAlarmTone(volume: number): void {
  const audio = audioContext();
  if (!audio || volume <= 0) return;
  const gainPeak = Math.min(1, volume / 100) * 0.6;
  for (const offset of [0, 0.25]) {
    const start = audio.currentTime + offset;
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    oscillator.type = 'square';
    oscillator.frequency.value = 880;
    // Ramped, so the beep starts and stops without a click.
    gain.gain.setValueAtTime(0, start);
    gain.gain.linearRampToValueAtTime(gainPeak, start + 0.01);
    gain.gain.setValueAtTime(gainPeak, start + 0.15);
    gain.gain.linearRampToValueAtTime(0, start + 0.17);
    oscillator.connect(gain).connect(audio.destination);
    oscillator.start(start);
    oscillator.stop(start + 0.18);
  }
}
