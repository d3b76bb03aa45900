/** What each timeline entry says, in the reader's language: a title and a few short lines. */
import type { TFunction } from 'i18next';
import type { ChartAssessment } from '../records';
import { prescriptionBand } from './chart-facts';
import type { TimelineEntry } from './timeline-entries';

export interface TimelineText {
  title: string;
  lines: string[];
  /** Saved on this device only so far. */
  unsynced: boolean;
}

const minutes = (ms: number) => `${Math.round(ms / 60_000)} min`;

function assessmentLines(a: ChartAssessment, t: TFunction): string[] {
  switch (a.kind) {
    case 'exercise-test':
      return [
        t('timeline.exerciseTest', { rest: a.restHr, peak: a.peakHr }),
        a.vt1Hr !== null && a.vt2Hr !== null
          ? t('timeline.thresholds', { vt1: a.vt1Hr, vt2: a.vt2Hr })
          : '',
        a.ischaemicHr === null ? '' : t('timeline.ischaemic', { hr: a.ischaemicHr }),
      ];
    case 'six-minute-walk':
      return [t('timeline.walk', { distance: a.distanceM })];
    case 'vitals':
      return [
        [
          a.sbp !== null && a.dbp !== null ? t('timeline.bp', { sbp: a.sbp, dbp: a.dbp }) : '',
          a.hr === null ? '' : t('timeline.hr', { hr: a.hr }),
          a.weightKg === null ? '' : t('timeline.weight', { weight: a.weightKg }),
        ]
          .filter(Boolean)
          .join(' · '),
      ];
    case 'questionnaire':
      return [t('timeline.questionnaire', { name: a.name, score: a.score })];
  }
}

export function timelineText(entry: TimelineEntry, t: TFunction): TimelineText {
  switch (entry.kind) {
    case 'session': {
      const { session } = entry;
      const { hrAvg, hrMax } = session.summary;
      return {
        title: t('timeline.session', {
          type: t(`timeline.activityTypes.${session.type}`),
          duration: minutes(session.summary.activeTimeMs),
        }),
        lines: [
          hrAvg !== null && hrMax !== null
            ? t('timeline.sessionHr', { avg: Math.round(hrAvg), max: Math.round(hrMax) })
            : '',
          session.notes,
        ].filter(Boolean),
        unsynced: false,
      };
    }
    case 'assessment': {
      const { assessment } = entry;
      return {
        title: t(`timeline.assessmentKinds.${assessment.kind}`),
        lines: [
          ...assessmentLines(assessment, t),
          assessment.notes,
          t('timeline.by', { name: assessment.by.name }),
        ].filter(Boolean),
        unsynced: assessment.unsynced,
      };
    }
    case 'prescription': {
      const { prescription: p } = entry;
      return {
        title: t('timeline.kinds.prescription'),
        lines: [
          t('timeline.prescription', {
            version: p.version,
            minutes: p.minutes,
            modality: t(`timeline.activityTypes.${p.modality}`).toLocaleLowerCase(),
          }),
          prescriptionBand(p, t),
          t('timeline.by', { name: p.createdBy.name }),
        ].filter(Boolean),
        unsynced: p.unsynced,
      };
    }
    case 'review': {
      const { review } = entry;
      return {
        title: t('timeline.kinds.review'),
        lines: [
          review.signed
            ? t('timeline.signed', { name: review.by.name, registration: review.registration })
            : t('timeline.reviewNote', { name: review.by.name }),
          review.signedInWorkspace === 'other' ? t('timeline.signedElsewhere') : '',
          review.changedSinceSigned ? t('timeline.changedSinceSigned') : '',
          review.note,
        ].filter(Boolean),
        unsynced: false,
      };
    }
    case 'discharge': {
      const { programme } = entry;
      return {
        title: t('timeline.kinds.discharge'),
        lines: [
          t('timeline.discharge', { phase: programme.phase }),
          t('timeline.by', { name: programme.updatedBy.name }),
        ],
        unsynced: programme.unsynced,
      };
    }
    case 'message': {
      const { message } = entry;
      return {
        title: t(`timeline.kinds.message-${message.author.role}`),
        lines: [message.text, t('timeline.by', { name: message.author.name })],
        unsynced: false,
      };
    }
    case 'programme': {
      const { programme } = entry;
      return {
        title: t('timeline.kinds.programme'),
        lines: [
          t('timeline.programme', {
            phase: programme.phase,
            planned: programme.plannedSessions,
            perWeek: programme.sessionsPerWeek,
          }),
        ],
        unsynced: programme.unsynced,
      };
    }
  }
}
