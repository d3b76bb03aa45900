import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import en from '../../locales/en/sync.json';
import ptBR from '../../locales/pt-BR/sync.json';

function keysOf(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = `${prefix}${key.replace(/_(one|many|other)$/, '')}`;
    return typeof value === 'object' && value !== null ? keysOf(value, `${path}.`) : [path];
  });
}

async function translator(lng: string) {
  const i18n = i18next.createInstance();
  await i18n.init({ lng, resources: { en: { sync: en }, 'pt-BR': { sync: ptBR } }, ns: ['sync'] });
  return i18n.getFixedT(lng, 'sync');
}

describe('sync translations', () => {
  it('have the same keys in English and Portuguese', () => {
    expect([...new Set(keysOf(ptBR))].sort()).toEqual([...new Set(keysOf(en))].sort());
  });

  it('say how many unsynced items sign-out would lose, singular and plural', async () => {
    const t = await translator('en');
    expect(t('signOut.body', { count: 1 })).toBe('1 unsynced item will be lost');
    expect(t('signOut.body', { count: 3 })).toBe('3 unsynced items will be lost');
    expect(t('signOut.confirm')).toBe('Sign out anyway');
    const pt = await translator('pt-BR');
    expect(pt('signOut.body', { count: 1 })).toBe('1 item não sincronizado será perdido');
    expect(pt('signOut.body', { count: 2 })).toBe('2 itens não sincronizados serão perdidos');
  });

  it("say why a write was set aside, with the server's status, code and message", async () => {
    const values = { failures: 8, status: 500, code: 'internal_error', reason: 'Boom' };
    expect((await translator('en'))('item.parked', values)).toBe(
      'Set aside after 8 failed attempts. Server error 500 (internal_error): Boom',
    );
    expect((await translator('pt-BR'))('item.parked', values)).toBe(
      'Deixado de lado após 8 tentativas com falha. Erro do servidor 500 (internal_error): Boom',
    );
  });
});
