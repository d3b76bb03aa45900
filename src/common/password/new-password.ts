/**
 * What a new password must be (issue 12): at least 10 characters, and not one an attacker guesses
 * early. "Guessable" is zxcvbn's estimate (common-password and word lists, keyboard walks,
 * repeats, dates, l33t) against the user's own e-mail and name as well. The server enforces it on
 * every new password; the web's strength meter shows the same verdict while typing.
 */
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';

import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './password-limits.js';

export { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH };

/** zxcvbn's scale: 3 is "safely unguessable" (about 10^8 guesses or more). */
export const MIN_PASSWORD_SCORE = 3;

export type PasswordScore = 0 | 1 | 2 | 3 | 4;
export type PasswordProblem = 'too_short' | 'too_long' | 'too_guessable';

export interface PasswordVerdict {
  score: PasswordScore;
  /** Why the password is refused; null when it is accepted. */
  problem: PasswordProblem | null;
}

/**
 * The estimate runs on the server's event loop: judging only the first 64 characters and capping
 * l33t substitutions keeps a hostile 128-character password to ~20 ms of CPU instead of ~300 ms
 * (measured on this project's 2-core machine). Longer passwords are judged by their start, which
 * is strong whenever the whole is.
 */
const zxcvbn = new ZxcvbnFactory({
  dictionary,
  graphs: adjacencyGraphs,
  maxLength: 64,
  l33tMaxSubstitutions: 20,
});

/**
 * What an attacker knows of the user, in the forms a password reuses it: `Ana Souza` and
 * `ana.souza@clinic.test` give `anasouza`, `ana`, `souza`, `clinic`… (zxcvbn matches each input
 * whole, not its parts).
 */
function knownWords(userInputs: readonly string[]): string[] {
  return userInputs.flatMap((input) => {
    const local = input.split('@')[0]!;
    return [input, local, local.replace(/[^\p{L}\p{N}]+/gu, ''), ...input.split(/[^\p{L}\p{N}]+/u)];
  });
}

/** `userInputs`: the user's e-mail and name, so a password made of them is refused. */
export function judgeNewPassword(
  password: string,
  userInputs: readonly string[] = [],
): PasswordVerdict {
  const inputs = [...new Set(knownWords(userInputs))].filter((word) => word.length >= 3);
  const score = zxcvbn.check(password, inputs).score as PasswordScore;
  const length = [...password].length;
  if (length < MIN_PASSWORD_LENGTH) return { score, problem: 'too_short' };
  if (length > MAX_PASSWORD_LENGTH) return { score, problem: 'too_long' };
  return { score, problem: score < MIN_PASSWORD_SCORE ? 'too_guessable' : null };
}
