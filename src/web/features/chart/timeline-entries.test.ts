import i18next, { type TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import type { ActivityListItem } from '../../../common/schemas/activity';
import en from '../../locales/en/chart.json';
import ptBR from '../../locales/pt-BR/chart.json';
import {
  makeExerciseTest,
  makePrescription,
  makeProgramme,
  // biome-ignore lint/style/noRestrictedImports: the records' test factories, shared with their own tests
} from '../records/programme-records.test-helpers';
import { timelineEntries } from './timeline-entries';
import { timelineText } from './timeline-text';

const at = (iso: string) => new Date(iso).getTime();
const session = (activityId: string, startedAt: number) =>
  ({ activityId, startedAt }) as ActivityListItem;
const review = {
  reviewId: 'V-1',
  at: at('2026-01-20T10:00:00'),
  note: 'Progressing well',
  signed: true,
  by: { id: 'd-1', name: 'Dr Lima' },
  registration: 'CRM-SP 123456',
  planSha256: 'abc',
  changedSinceSigned: false,
  signedInWorkspace: 'this' as const,
};

describe('the chart timeline', () => {
  it('lists sessions, assessments, prescription versions, reviews and the start, newest first', () => {
    const entries = timelineEntries(
      {
        programmes: [
          { ...makeProgramme({ startDate: '2026-01-12' }), unsynced: false, prescription: null },
        ],
        assessments: [{ ...makeExerciseTest({ date: '2026-01-10' }), unsynced: false }],
        prescriptions: {
          'R-1': [
            {
              ...makePrescription({ version: 2, createdAt: at('2026-01-21T09:00:00') }),
              unsynced: false,
            },
            {
              ...makePrescription({ version: 1, createdAt: at('2026-01-11T09:00:00') }),
              unsynced: false,
            },
          ],
        },
        reviews: { 'R-1': { reviews: [review], planSha256: 'abc' } },
      },
      [session('S-2', at('2026-01-14T08:00:00')), session('S-1', at('2026-01-12T08:00:00'))],
    );
    expect(entries.map((entry) => entry.key)).toEqual([
      'prescription:R-1:2',
      'review:V-1',
      'session:S-2',
      'session:S-1',
      'programme:R-1',
      'prescription:R-1:1',
      'assessment:T-1',
    ]);
  });

  it('puts an assessment of a day after that morning’s session', () => {
    const entries = timelineEntries(
      {
        programmes: [],
        assessments: [{ ...makeExerciseTest({ date: '2026-01-14' }), unsynced: false }],
        prescriptions: {},
        reviews: {},
      },
      [session('S-1', at('2026-01-14T08:00:00'))],
    );
    expect(entries.map((entry) => entry.kind)).toEqual(['assessment', 'session']);
  });

  it('shows a programme’s discharge at its time, by whom, after its last session', async () => {
    const discharged = {
      ...makeProgramme({
        status: 'discharged',
        updatedAt: at('2026-03-02T11:00:00'),
        updatedBy: { id: 'u-2', name: 'Fisio Paulo Reis' },
      }),
      unsynced: false,
      prescription: null,
    };
    const records = { programmes: [discharged], assessments: [], prescriptions: {}, reviews: {} };
    const entries = timelineEntries(records, [session('S-9', at('2026-03-01T08:00:00'))]);
    expect(entries.map((entry) => entry.key)).toEqual([
      'discharge:R-1',
      'session:S-9',
      'programme:R-1',
    ]);
    expect(entries[0]!.at).toBe(at('2026-03-02T11:00:00'));
    const t = await chartTranslator('pt-BR');
    expect(timelineText(entries[0]!, t)).toEqual({
      title: 'Alta',
      lines: ['Alta do programa da fase 2', 'por Fisio Paulo Reis'],
      unsynced: false,
    });
  });

  it('lists the messages with the patient among the records, saying who wrote', async () => {
    const message = (messageId: string, createdAt: number, role: 'clinic' | 'patient') => ({
      messageId,
      patientId: 'P-1',
      text: role === 'patient' ? 'Senti tontura ontem.' : 'Vamos reduzir a intensidade.',
      author: { name: role === 'patient' ? 'Maria' : 'Fisio Marta', role },
      createdAt,
    });
    const records = { programmes: [], assessments: [], prescriptions: {}, reviews: {} };
    const entries = timelineEntries(
      records,
      [session('S-1', at('2026-01-14T08:00:00'))],
      [
        message('M-2', at('2026-01-14T10:00:00'), 'clinic'),
        message('M-1', at('2026-01-14T07:00:00'), 'patient'),
      ],
    );
    expect(entries.map((entry) => entry.key)).toEqual([
      'message:M-2',
      'session:S-1',
      'message:M-1',
    ]);
    const t = await chartTranslator('pt-BR');
    expect(timelineText(entries[2]!, t)).toEqual({
      title: 'Mensagem do paciente',
      lines: ['Senti tontura ontem.', 'por Maria'],
      unsynced: false,
    });
    expect(timelineText(entries[0]!, await chartTranslator('en')).title).toBe(
      'Message to the patient',
    );
  });

  it('an active programme has no discharge entry', () => {
    const active = { ...makeProgramme(), unsynced: false, prescription: null };
    const records = { programmes: [active], assessments: [], prescriptions: {}, reviews: {} };
    expect(timelineEntries(records, []).map((entry) => entry.kind)).toEqual(['programme']);
  });
});

/** The chart namespace's `t` in one language, from the real locale files. */
async function chartTranslator(lng: string): Promise<TFunction> {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng,
    resources: { en: { chart: en }, 'pt-BR': { chart: ptBR } },
    ns: ['chart'],
    defaultNS: 'chart',
    interpolation: { escapeValue: false },
  });
  return i18n.getFixedT(lng, 'chart');
}
