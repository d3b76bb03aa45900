import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import en from '../../locales/en/progress.json';
import ptBR from '../../locales/pt-BR/progress.json';
import { dischargePhysicianSlot, nextReviewWords, planPhysicianSlot } from './plan-review-words';
import type { ProgressT } from './progress-i18n';
import { makeReview } from './review.test-helpers';

async function translator(language: 'en' | 'pt-BR') {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: language,
    resources: { en: { progress: en }, 'pt-BR': { progress: ptBR } },
    ns: ['progress'],
  });
  return i18n.getFixedT(language, 'progress') as unknown as ProgressT;
}

const AT = Date.parse('2026-11-20T12:00:00Z');
const review = makeReview({ at: AT });

describe('the physician’s line of a printed plan', () => {
  it('names the physician with the registration they signed with, the date and how they signed', async () => {
    const t = await translator('en');
    expect(planPhysicianSlot({ state: 'signed', review }, t, 'en')).toEqual({
      role: 'Physician',
      signer: {
        userId: 'u-1',
        name: 'Dra. Beatriz Lima',
        registration: 'CRM-SP 123456',
        profession: 'physician',
      },
      date: AT,
      note: 'Signed electronically in Ritmo on Nov 20, 2026, after re-entering the password.',
    });
  });

  it('is blank, saying why, for a plan unsigned, changed since signed or signed elsewhere', async () => {
    const t = await translator('pt-BR');
    const blank = (slot: ReturnType<typeof planPhysicianSlot>) => [slot.signer, slot.note];
    expect(blank(planPhysicianSlot({ state: 'unsigned' }, t, 'pt-BR'))).toEqual([
      null,
      'Ainda não assinado por um médico.',
    ]);
    expect(blank(planPhysicianSlot({ state: 'changed', review }, t, 'pt-BR'))).toEqual([
      null,
      'Dra. Beatriz Lima assinou uma versão anterior em 20 de nov. de 2026; esta versão não está assinada.',
    ]);
    const transferred = { ...review, signedInWorkspace: 'other' as const };
    expect(
      blank(planPhysicianSlot({ state: 'other-workspace', review: transferred }, t, 'pt-BR')),
    ).toEqual([
      null,
      'Assinado em outro espaço de trabalho (Dra. Beatriz Lima, 20 de nov. de 2026) antes da transferência: não é a assinatura desta clínica.',
    ]);
  });

  it('on the discharge, names this workspace’s physician to sign by hand, never another’s', async () => {
    const t = await translator('en');
    expect(dischargePhysicianSlot({ state: 'changed', review }, t).signer?.name).toBe(
      'Dra. Beatriz Lima',
    );
    const transferred = { ...review, signedInWorkspace: 'other' as const };
    expect(dischargePhysicianSlot({ state: 'other-workspace', review: transferred }, t)).toEqual({
      role: 'Physician',
      // The blank line still asks for a CRM.
      profession: 'physician',
      signer: null,
    });
  });
});

describe('the next review in words', () => {
  it('says by when, since when it is overdue, or why it is owed now', async () => {
    const t = await translator('en');
    expect(nextReviewWords({ at: AT, owed: null }, t, 'en')).toBe('By Nov 20, 2026');
    expect(nextReviewWords({ at: AT, owed: 'interval-due' }, t, 'en')).toBe(
      'Overdue since Nov 20, 2026 (a review every 30 days)',
    );
    expect(nextReviewWords({ at: AT, owed: 'changed-since-signed' }, t, 'en')).toBe(
      'Due now: the plan changed after it was signed',
    );
    expect(nextReviewWords(null, t, 'en')).toBe('None: the programme ended with the discharge');
  });
});
