/**
 * The one rule for every free-text field (names, notes, event notes, device names), so the
 * server and the web forms refuse the same text. Control characters other than tab and newline
 * are refused: PostgreSQL cannot store NUL (it answered 500), and the others hide or reorder
 * text in lists, exports and logs. Carriage returns are folded into newlines instead of refused:
 * text pasted from Windows or sent by a non-browser client carries CRLF, which means nothing
 * more than a line break, and storing one form keeps a replayed save hashing the same.
 */
import { z } from 'zod';

/** A control character (Unicode Cc: C0, DEL, C1) other than tab and newline. */
const CONTROL_CHARACTER = /[^\P{Cc}\t\n]/u;
const CONTROL_CHARACTERS = /[^\P{Cc}\t\n]/gu;
/** Half of a surrogate pair on its own: no UTF-8 form, so a database would store U+FFFD. */
const LONE_SURROGATE = /\p{Surrogate}/u;
const LONE_SURROGATES = /\p{Surrogate}/gu;

/** CRLF and lone CR, as Windows pastes and non-browser clients send them, become \n. */
const foldLineBreaks = (text: string) => text.replace(/\r\n?/g, '\n');
const stripControlCharacters = (text: string) => text.replace(CONTROL_CHARACTERS, '');

/**
 * Characters that change how text reads without being seen: bidirectional embeddings, overrides
 * and isolates (Unicode TR #9: U+202A–U+202E, U+2066–U+2069) and zero-width ones (U+200B–U+200D,
 * U+2060, U+FEFF). In a name or a registration printed as who someone is, they make it read
 * otherwise than typed, or two different values look the same.
 */
const HIDDEN_FORMATTING = /[\u202A-\u202E\u2066-\u2069\u200B-\u200D\u2060\uFEFF]/u;

const CONTROL_CHARACTER_MESSAGE = 'must not contain control characters (only tab and line breaks)';

interface TextFieldOptions {
  /** Drops surrounding white space before the length checks (names). */
  trim?: boolean;
  /** Refuses an empty value (after trimming). */
  required?: boolean;
  /** 'strip' drops them instead, for text a machine wrote rather than a person. */
  controlCharacters?: 'refuse' | 'strip';
  /**
   * Printed as who or what a record is (a person's or a clinic's name, a registration, a
   * questionnaire on a report): also refuses the invisible characters above.
   */
  identity?: boolean;
}

/**
 * Typed text made acceptable to `textField`: line breaks folded to \n, other control characters
 * and lone surrogates dropped (a paste can carry them; refusing it at Save would lose a recording).
 */
export function cleanText(text: string): string {
  return stripControlCharacters(foldLineBreaks(text)).replace(LONE_SURROGATES, '\uFFFD');
}

/** A text field of at most `maxLength` characters under the shared rule. */
export function textField(
  maxLength: number,
  {
    trim = false,
    required = false,
    controlCharacters = 'refuse',
    identity = false,
  }: TextFieldOptions = {},
) {
  let schema = z.string().overwrite(foldLineBreaks);
  if (controlCharacters === 'strip') {
    schema = schema.overwrite(stripControlCharacters);
  }
  if (trim) schema = schema.trim();
  if (required) schema = schema.min(1, 'must not be empty');
  return schema
    .max(maxLength, `must be at most ${maxLength} characters`)
    .refine((text) => !CONTROL_CHARACTER.test(text), CONTROL_CHARACTER_MESSAGE)
    .refine((text) => !LONE_SURROGATE.test(text), 'must be valid Unicode text')
    .refine(
      (text) => !identity || !HIDDEN_FORMATTING.test(text),
      'must not contain text-direction or zero-width characters',
    );
}
