/**
 * Borg's rating of perceived exertion, 6–20, with the verbal anchors printed on the scale
 * (Borg G. Borg's Perceived Exertion and Pain Scales. Human Kinetics, 1998). Patients point at
 * the words, not the numbers, so the scale is always shown with them.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { RECORDING_NS } from './recording-i18n';

export const BORG_MIN = 6;
export const BORG_MAX = 20;
export const BORG_SCALE = Array.from({ length: BORG_MAX - BORG_MIN + 1 }, (_, i) => i + BORG_MIN);

/** The ratings that carry words on the printed scale; keys under `borg.` in the locales. */
export const BORG_ANCHORS: Readonly<Record<number, string>> = {
  6: 'noExertion',
  7: 'extremelyLight',
  9: 'veryLight',
  11: 'light',
  13: 'somewhatHard',
  15: 'hard',
  17: 'veryHard',
  19: 'extremelyHard',
  20: 'maximal',
};

/** "13 — somewhat hard", or the bare number between anchors. */
export function useBorgWords() {
  const { t, i18n } = useTranslation(RECORDING_NS);
  // biome-ignore lint/correctness/useExhaustiveDependencies: t changes with the language
  return useMemo(() => {
    const anchor = (value: number) =>
      BORG_ANCHORS[value] ? t(`borg.${BORG_ANCHORS[value]}`) : null;
    const label = (value: number) => {
      const words = anchor(value);
      return words ? `${value} — ${words}` : String(value);
    };
    return {
      anchor,
      label,
      options: BORG_SCALE.map((value) => ({ value: String(value), label: label(value) })),
    };
  }, [t, i18n.language]);
}
