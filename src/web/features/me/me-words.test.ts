import { describe, expect, it } from 'vitest';
import { HOME_REFUSALS } from '../../../common/home/home-eligibility';
import en from '../../locales/en/me.json';
import ptBR from '../../locales/pt-BR/me.json';
import { HOME_KEY_PREFIX } from '../sync';
import { HOME_WRITES } from './me-queries';
import { borgRangeWords, borgWordOf, reasonKeys } from './me-words';

const lookup = (bundle: object, key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], bundle);

describe('reasonKeys', () => {
  it.each(HOME_REFUSALS)('gives %s a title and what to do, in both languages', (reason) => {
    const { title, todo } = reasonKeys(reason);
    for (const bundle of [ptBR, en]) {
      expect(typeof lookup(bundle, title)).toBe('string');
      expect(typeof lookup(bundle, todo)).toBe('string');
    }
  });

  it('says not_signed as the patient reads it', () => {
    expect(lookup(ptBR, reasonKeys('not_signed').todo)).toBe(
      'Seu plano ainda não foi assinado pelo médico da clínica. Aguarde o contato da clínica.',
    );
  });
});

describe("Borg's words", () => {
  it('follows the 6–20 anchors at their edges', () => {
    expect([6, 9, 10, 11, 12, 13, 14, 16, 17, 20].map(borgWordOf)).toEqual([
      'veryLight',
      'veryLight',
      'light',
      'light',
      'somewhatHard',
      'somewhatHard',
      'hard',
      'hard',
      'veryHard',
      'veryHard',
    ]);
  });

  it('says a range in one word when both ends share it, else from one to the other', () => {
    expect(borgRangeWords(12, 13)).toEqual(['somewhatHard']);
    expect(borgRangeWords(11, 14)).toEqual(['light', 'hard']);
  });
});

describe('the patient reads follow its writes', () => {
  it('with the outbox prefix of its check-ins and sessions', () => {
    expect(HOME_WRITES).toBe(HOME_KEY_PREFIX);
  });
});
