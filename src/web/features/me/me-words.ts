/**
 * The patient's screens' plain words, worked out from the server's answers: pure, so they are
 * unit-tested without a browser. Borg's 6–20 scale in words after its anchors (Borg 1982: 9 very
 * light, 11 light, 13 somewhat hard, 15 hard, 17 very hard), as the clinic explains it.
 */
import type { HomeRefusal } from '../../../common/home/home-eligibility';

export type BorgWord = 'veryLight' | 'light' | 'somewhatHard' | 'hard' | 'veryHard';

/** The word for one point of Borg's 6–20 scale. */
export function borgWordOf(rpe: number): BorgWord {
  if (rpe <= 9) return 'veryLight';
  if (rpe <= 11) return 'light';
  if (rpe <= 13) return 'somewhatHard';
  if (rpe <= 16) return 'hard';
  return 'veryHard';
}

/** The words of a range: one word when both ends share it, else the two ("leve a cansativo"). */
export function borgRangeWords(low: number, high: number): BorgWord[] {
  const from = borgWordOf(low);
  const to = borgWordOf(high);
  return from === to ? [from] : [from, to];
}

/** Each refusal's title and what to do, under `reasons.<reason>.` in the `me` namespace. */
export function reasonKeys(reason: HomeRefusal): { title: string; todo: string } {
  return { title: `reasons.${reason}.title`, todo: `reasons.${reason}.todo` };
}
