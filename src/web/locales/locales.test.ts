import { describe, expect, it } from 'vitest';
import en from './en.json';
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
  });

  it('labels that tests and users rely on stay as the spec words them', () => {
    expect(en.auth.email).toBe('Email');
    expect(en.auth.password).toBe('Password');
    expect(en.auth.signIn).toBe('Sign in');
    expect(en.settings.signOut).toBe('Sign out');
    expect(en.patients.add).toBe('Add patient');
    expect(en.patients.patientId).toBe('Patient ID');
    expect(en.patients.name).toBe('Name');
    expect(en.common.save).toBe('Save');
    expect(ptBR.home.fallbackName).toBe('Você');
  });
});
