/**
 * How a cue reaches the patient besides the screen: the browser's voice (speechSynthesis, in the
 * app's language) and the phone's vibration. Behind this small interface so tests observe the
 * calls instead of a speaker; where either API is missing (iOS Safari has no vibrate) it is
 * skipped, the words on screen stay.
 */
import type { HeartRateCue } from './heart-rate-cues';

export interface CueSignals {
  speak(text: string, language: string): void;
  vibrate(pattern: readonly number[]): void;
}

/** Stop now: long pulses, as the clinic's high-priority alarm; the others one short buzz. */
export const VIBRATION: Record<HeartRateCue, readonly number[]> = {
  stop: [600, 200, 600, 200, 600],
  above: [300, 150, 300],
  below: [200],
  'in-band': [100],
};

export const browserCueSignals: CueSignals = {
  speak(text, language) {
    if (typeof speechSynthesis === 'undefined' || typeof SpeechSynthesisUtterance === 'undefined') {
      return;
    }
    // A new cue replaces one still being said: the latest is the one that matters.
    speechSynthesis.cancel();
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.lang = language;
    utterance.rate = 0.9;
    speechSynthesis.speak(utterance);
  },
  vibrate(pattern) {
    if (typeof navigator !== 'undefined' && typeof navigator.vibrate === 'function') {
      navigator.vibrate([...pattern]);
    }
  },
};
