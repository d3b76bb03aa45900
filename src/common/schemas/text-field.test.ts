import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { textField } from './text-field.js';

const notes = textField(20);
const name = textField(10, { trim: true, required: true });
const deviceName = textField(10, { trim: true, controlCharacters: 'strip' });

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('textField', () => {
  it('keeps tab and newline, and folds CRLF and lone CR into newlines', () => {
    expect(notes.parse('a\tb\nc')).toBe('a\tb\nc');
    expect(notes.parse('one\r\ntwo\rthree')).toBe('one\ntwo\nthree');
  });

  it('refuses every other control character, NUL, DEL and C1 included', () => {
    for (const control of ['\u0000', '\u0001', '\u000b', '\u000c', '\u001b', '\u007f', '\u0085']) {
      expect(messagesOf(notes.safeParse(`a${control}b`)), JSON.stringify(control)).toEqual([
        'must not contain control characters (only tab and line breaks)',
      ]);
    }
  });

  it('refuses a lone surrogate and keeps a paired one (an emoji)', () => {
    expect(messagesOf(notes.safeParse('a\ud800b'))).toEqual(['must be valid Unicode text']);
    expect(notes.parse('ok 💓')).toBe('ok 💓');
  });

  it('bounds the length, trims and requires when asked', () => {
    expect(messagesOf(notes.safeParse('x'.repeat(21)))).toEqual(['must be at most 20 characters']);
    expect(name.parse('  Ana  ')).toBe('Ana');
    expect(messagesOf(name.safeParse('   '))).toEqual(['must not be empty']);
  });

  it('drops control characters from machine-written text instead of refusing it', () => {
    expect(deviceName.parse('Polar H10\u0000\u0000')).toBe('Polar H10');
  });

  it('accepts only text free of forbidden characters, for any input string', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 30 }), (input) => {
        const result = notes.safeParse(input);
        if (result.success) expect(result.data).not.toMatch(/[^\P{Cc}\t\n]|\p{Surrogate}/u);
        else
          expect(input.replace(/\r\n?/g, '\n')).toMatch(/[^\P{Cc}\t\n]|\p{Surrogate}|^.{21,}$/su);
      }),
    );
  });
});
