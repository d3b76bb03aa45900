import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/me-session.json';
import ptBR from '../../../locales/pt-BR/me-session.json';

function keysOf(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? keysOf(value, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

describe('home session translations', () => {
  it('have the same keys in English and Portuguese', () => {
    expect(keysOf(ptBR).sort()).toEqual(keysOf(en).sort());
  });

  it('word the cues and the sent notice as the spec does', () => {
    expect(ptBR.cue.above).toBe('Diminua o ritmo');
    expect(ptBR.cue.stop).toBe('Pare agora');
    expect(ptBR.after.sent).toBe('Enviado para sua clínica ✓');
    expect(en.after.sent).toBe('Sent to your clinic ✓');
  });
});
