import { describe, expect, it } from 'vitest';
import en from '../../locales/en/documents.json';
import ptBR from '../../locales/pt-BR/documents.json';
import { leaderOf, professionalOf, registrationLabel } from './professional';

const ana = { id: 'u-ana', name: 'Dra. Ana Souza', email: 'ana@example.com' };
const bruno = { id: 'u-bruno', name: 'Bruno Lima' };
const profile = (userId: string, registration: string, physician = true) => ({
  userId,
  physician,
  profession: physician ? ('physician' as const) : ('other' as const),
  registration,
  updatedAt: 1,
});

describe('the professional a document names', () => {
  it('carries the registration from their clinician profile', () => {
    expect(
      professionalOf(ana, [
        profile('u-bruno', 'CREFITO-3 1-F'),
        profile('u-ana', ' CRM-SP 123456 '),
      ]),
    ).toEqual({
      userId: 'u-ana',
      name: 'Dra. Ana Souza',
      registration: 'CRM-SP 123456',
      profession: 'physician',
    });
  });

  it('prints the council of their profession beside the signature', () => {
    const nurse = {
      ...profile('u-ana', 'COREN-SP 1'),
      physician: false,
      profession: 'nurse' as const,
    };
    const professional = professionalOf(ana, [nurse])!;
    expect(registrationLabel(professional.profession, (key) => key)).toBe('registrationOf.nurse');
    expect(en.registrationOf).toEqual({
      physician: 'CRM',
      physiotherapist: 'CREFITO',
      nurse: 'COREN',
      other: 'Professional registration',
    });
    expect(ptBR.registrationOf.other).toBe('Registro profissional');
  });

  it('has no registration when the profile is missing or blank', () => {
    expect(professionalOf(ana, [])?.registration).toBeNull();
    expect(professionalOf(ana, [profile('u-ana', '', false)])?.registration).toBeNull();
  });

  it('is nobody when the session has no recorder, and falls back to the e-mail for a blank name', () => {
    expect(professionalOf(null, [profile('u-ana', 'CRM-SP 1')])).toBeNull();
    expect(professionalOf({ ...ana, name: ' ' }, [])?.name).toBe('ana@example.com');
  });
});

describe('the leader of a class', () => {
  it('is whoever recorded most of its sessions, the first met on a tie', () => {
    expect(leaderOf([bruno, ana, null, ana])).toEqual(ana);
    expect(leaderOf([bruno, ana])).toEqual(bruno);
    expect(leaderOf([null, undefined])).toBeNull();
  });
});

describe('documents translations', () => {
  it('have the same keys in both languages and state the signature is not ICP-Brasil', () => {
    expect(Object.keys(ptBR).sort()).toEqual(Object.keys(en).sort());
    expect(en.electronicStatement).toContain('ICP-Brasil');
    expect(ptBR.electronicStatement).toContain('ICP-Brasil');
  });
});
