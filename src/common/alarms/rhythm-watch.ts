/**
 * An irregular-rhythm advisory from a strap's RR intervals. Atrial fibrillation makes successive
 * beat intervals vary randomly and by a lot, so high successive-difference variability (RMSSD
 * normalised by the mean RR, plus the share of differences over 50 ms, "pNN50") is a known
 * screen for it (e.g. Dash et al., "Automatic real time detection of atrial fibrillation",
 * Ann Biomed Eng 2009). This is an advisory prompting a check of the patient, not a diagnosis.
 */

/** Beats a strap can plausibly report; others are artefacts (a lost or doubled beat). */
const MIN_RR_MS = 300;
const MAX_RR_MS = 2000;
const WINDOW_BEATS = 30;
const MIN_BEATS = 20;
/** Fewer usable successive differences than this (after dropping ectopics): no new verdict. */
const MIN_DIFFERENCES = 10;
/** An interval this far from the median of its neighbours looks like an ectopic beat... */
const ECTOPIC_DEVIATION = 0.3;
/** ...when all its neighbours but one (the compensatory pause) are this close to that median. */
const REGULAR_DEVIATION = 0.15;
const NEIGHBOURS_EACH_SIDE = 2;
const SUCCESSIVE_DIFF_MS = 50;
/** Hysteresis: raise above these, clear below the lower ones, so the flag does not flicker. */
const RAISE = { rmssd: 0.1, pnn50: 0.4 } as const;
const CLEAR = { rmssd: 0.07, pnn50: 0.3 } as const;

export interface RhythmVerdict {
  irregular: boolean;
  /** Normalised RMSSD in %, 1 decimal; null until enough beats are in. */
  measured: number | null;
}

export class RhythmWatch {
  private readonly window: number[] = [];
  private irregular = false;

  /** Adds the intervals of the beats since the last call (oldest first) and gives the verdict. */
  add(rrMs: readonly number[]): RhythmVerdict {
    for (const rr of rrMs) {
      if (!(rr >= MIN_RR_MS && rr <= MAX_RR_MS)) continue;
      this.window.push(rr);
      if (this.window.length > WINDOW_BEATS) this.window.shift();
    }
    if (this.window.length < MIN_BEATS) return { irregular: this.irregular, measured: null };
    const variability = successiveVariability(this.window);
    if (!variability) return { irregular: this.irregular, measured: null };
    const { rmssd, pnn50 } = variability;
    if (rmssd > RAISE.rmssd && pnn50 > RAISE.pnn50) this.irregular = true;
    else if (rmssd < CLEAR.rmssd || pnn50 < CLEAR.pnn50) this.irregular = false;
    return { irregular: this.irregular, measured: Math.round(rmssd * 1000) / 10 };
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * A premature beat or its compensatory pause: far from its neighbours' median while they agree.
 * In AF the neighbours scatter too, so its intervals are kept however far they stray.
 */
function isEctopic(rr: readonly number[], i: number): boolean {
  const from = Math.max(0, i - NEIGHBOURS_EACH_SIDE);
  const neighbours = [...rr.slice(from, i), ...rr.slice(i + 1, i + 1 + NEIGHBOURS_EACH_SIDE)];
  const around = median(neighbours);
  const strays = (value: number, by: number) => Math.abs(value - around) > by * around;
  const irregularNeighbours = neighbours.filter((value) => strays(value, REGULAR_DEVIATION));
  return strays(rr[i]!, ECTOPIC_DEVIATION) && irregularNeighbours.length <= 1;
}

/**
 * RMSSD / mean RR and pNN50 over successive pairs of non-ectopic beats, or null when too few
 * such pairs remain. Dropping ectopics keeps a lone extra beat in a sinus rhythm from looking
 * like AF.
 */
function successiveVariability(rr: readonly number[]): { rmssd: number; pnn50: number } | null {
  const kept = rr.map((_, i) => !isEctopic(rr, i));
  let sumSquares = 0;
  let large = 0;
  let pairs = 0;
  for (let i = 1; i < rr.length; i++) {
    if (!kept[i] || !kept[i - 1]) continue;
    const difference = rr[i]! - rr[i - 1]!;
    sumSquares += difference * difference;
    if (Math.abs(difference) > SUCCESSIVE_DIFF_MS) large++;
    pairs++;
  }
  if (pairs < MIN_DIFFERENCES) return null;
  const keptRr = rr.filter((_, i) => kept[i]);
  const meanRr = keptRr.reduce((sum, value) => sum + value, 0) / keptRr.length;
  return { rmssd: Math.sqrt(sumSquares / pairs) / meanRr, pnn50: large / pairs };
}
