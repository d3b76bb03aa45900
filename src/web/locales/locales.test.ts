import { describe, expect, it } from 'vitest';
import enApp from './en/app.json';
import en from './en.json';
import ptBRApp from './pt-BR/app.json';
import ptBR from './pt-BR.json';

/** Every key path, plural suffixes folded (Portuguese has `_many`, English does not). */
function keyPaths(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = `${prefix}${key.replace(/_(zero|one|two|few|many|other)$/, '')}`;
    return typeof value === 'object' && value !== null ? keyPaths(value, `${path}.`) : [path];
  });
}

describe('locales', () => {
  it('pt-BR and en have the same keys, so no screen mixes languages', () => {
    expect([...new Set(keyPaths(ptBR))].sort()).toEqual([...new Set(keyPaths(en))].sort());
    expect([...new Set(keyPaths(ptBRApp))].sort()).toEqual([...new Set(keyPaths(enApp))].sort());
  });

  it('the signed-in strings add keys without replacing any the sign-in page has', () => {
    const first = new Set(keyPaths(en));
    expect(keyPaths(enApp).filter((key) => first.has(key))).toEqual([]);
  });

  it('labels that tests and users rely on stay as the spec words them', () => {
    expect(en.auth.email).toBe('Email');
    expect(en.auth.password).toBe('Password');
    expect(en.auth.signIn).toBe('Sign in');
    expect(enApp.settings.signOut).toBe('Sign out');
    expect(enApp.patients.add).toBe('Add patient');
    expect(enApp.patients.patientId).toBe('Patient ID');
    expect(enApp.patients.name).toBe('Name');
    expect(en.common.save).toBe('Save');
    expect(ptBRApp.home.fallbackName).toBe('Você');
  });
});
