/**
 * The target zone of a recording or class participant being set up: the prescription's band
 * first when the patient has one (with its safety maximum as the alarm limit), a % of HR reserve
 * band or none instead for the day; the HR max it uses, measured or estimated, and a visible
 * "no prescription — estimated zones" without a prescription.
 */
import { Select, Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ageOn } from '../../../common/metrics/hr-max';
import type { HrTarget } from '../../../common/metrics/zones';
import { MIN_BAND_WIDTH_BPM } from '../../../common/programme/band-width';
import { allowsHrBand } from '../../../common/programme/monitoring-limits';
import { i18n } from '../../lib/i18n';
import { formatDay } from '../../lib/locale-format';
import {
  NO_TARGET_CHOICE,
  PRESCRIPTION_CHOICE,
  type PrescribedTarget,
  type StartTarget,
  type TargetChoice,
} from './start-target';
import { TARGET_RANGES } from './target-zone';
import { TARGETS_NS } from './targets-i18n';
import type { StartTargetState } from './use-start-target';

/** A test's YYYY-MM-DD day in the reader's words (a calendar day: no time zone shift). */
const dayOf = (isoDate: string, language: string) => formatDay(isoDate, language);

/** A dark orange that keeps 4.5:1 on white at 14 px (Mantine's orange.9 gives 4.29). */
const WARNING_TEXT = '#a63c06';

const band = (t: TFunction, target: HrTarget | null) =>
  target ? t('band', { low: target.lowBpm, high: target.highBpm }) : t('noBand');

/**
 * The session's note when today's band is not the prescription's (in the clinician's language,
 * as any note they type); undefined when it is.
 */
export function startNoteOf(start: StartTarget): string | undefined {
  if (!start.changedFromPrescription || !start.prescribed) return undefined;
  const t = i18n.getFixedT(null, TARGETS_NS);
  return t('note', {
    version: start.prescribed.version,
    from: band(t, start.prescribed.target),
    to: band(t, start.target),
  });
}

/** i18next's context for a prescription no signature covers: "Prescription v2 · unsigned". */
const signatureContext = (prescribed: PrescribedTarget | null) =>
  prescribed?.signed === false ? 'unsigned' : undefined;

function prescriptionLine(t: TFunction, start: StartTargetState): string {
  const { prescribed, hrMax, limits } = start;
  // Offline with no copy of the chart on this device: unknown, not "none".
  if (!prescribed && start.status === 'error') return t('unreadable');
  if (limits.guidance === 'atrial-fibrillation') {
    return t('atrialFibrillation', { low: limits.borg?.low, high: limits.borg?.high });
  }
  if (!prescribed) {
    return hrMax?.source === 'measured'
      ? t('noPrescriptionMeasured', { date: dayOf(hrMax.date, i18n.language) })
      : t('noPrescription');
  }
  const { version } = prescribed;
  const context = signatureContext(prescribed);
  if (!prescribed.target) {
    const borg = limits.borg;
    return borg
      ? t('prescribedBorg', { version, low: borg.low, high: borg.high, context })
      : t('prescribedNoBand', { version, context });
  }
  return t('prescribedNoMax', {
    version,
    context,
    low: prescribed.target.lowBpm,
    high: prescribed.target.highBpm,
  });
}

/** "alarm above 102 bpm (safety maximum): ischaemic threshold 112 − 10": the number and why. */
export function safetyMaxLine(t: TFunction, start: StartTarget): string | null {
  const max = start.limits.safetyMax;
  if (!max) return null;
  const [first] = max.sources;
  const source =
    first?.kind === 'prescription'
      ? t('sources.prescription', { version: first.version })
      : first && t(`sources.${first.kind}`, { from: first.fromBpm });
  return t('safetyMaxLine', { max: max.bpm, source });
}

/**
 * Why the prescribed band is not offered when a newer safety maximum left too little of it (a
 * test or device recorded after it was prescribed): the session falls back, and says so.
 */
function prescribedRefusedLine(t: TFunction, start: StartTarget): string | null {
  const { limits } = start;
  if (limits.guidance !== 'prescribed' || limits.band) return null;
  const max = limits.safetyMax?.bpm;
  if (limits.bandTooNarrow) {
    const { lowBpm: low, highBpm: high } = limits.bandTooNarrow;
    return t('prescribedTooNarrow', { low, high, max, min: MIN_BAND_WIDTH_BPM });
  }
  return limits.bandClipped ? t('prescribedNoneLeft', { max }) : null;
}

/** The day's band when it is not the prescription's, and whether it was clipped. */
function dayBandLine(t: TFunction, start: StartTarget): string | null {
  const { target, tooNarrow } = start;
  if (tooNarrow) {
    const { lowBpm: low, highBpm: high } = tooNarrow;
    return t('tooNarrow', { low, high, min: MIN_BAND_WIDTH_BPM });
  }
  if (!target) return start.clipped ? t('noneLeft') : null;
  if (start.clipped) return t('clipped', { low: target.lowBpm, high: target.highBpm });
  if (start.choice === PRESCRIPTION_CHOICE) return null;
  return t('targetValue', { low: target.lowBpm, high: target.highBpm });
}

function hrMaxLine(t: TFunction, start: StartTarget, birthDate: string | null): string | null {
  const { hrMax } = start;
  if (!hrMax) return null;
  if (hrMax.source === 'measured') {
    return t('hrMaxMeasured', { bpm: hrMax.bpm, date: dayOf(hrMax.date, i18n.language) });
  }
  const age = birthDate ? ageOn(birthDate, Date.now()) : null;
  return t('hrMaxEstimated', { bpm: hrMax.bpm, formula: t(`formulas.${hrMax.formula}`), age });
}

interface TargetChoiceFieldsProps {
  start: StartTargetState;
  birthDate: string | null;
  onChoice(choice: TargetChoice): void;
  /** Why no % of HR reserve band can be computed (no birth date, no resting HR), if so. */
  missing?: string | null;
}

export function TargetChoiceFields({
  start,
  birthDate,
  onChoice,
  missing,
}: TargetChoiceFieldsProps) {
  const { t } = useTranslation(TARGETS_NS);
  const prescribedBand = start.limits.band;
  const hrBand = allowsHrBand(start.limits.guidance);
  const data = [
    ...(prescribedBand
      ? [
          {
            value: PRESCRIPTION_CHOICE,
            label: t('choice.prescription', {
              version: start.prescribed?.version,
              context: signatureContext(start.prescribed),
              low: prescribedBand.lowBpm,
              high: prescribedBand.highBpm,
            }),
          },
        ]
      : []),
    { value: NO_TARGET_CHOICE, label: t('choice.none') },
    // A Borg-only prescription or AF: the session runs without a heart-rate band.
    ...(hrBand ? TARGET_RANGES : []).map((range) => ({
      value: range.id,
      label: t('choice.range', { low: range.lowPct, high: range.highPct }),
    })),
  ];
  const hrMax = hrMaxLine(t, start, birthDate);
  const safety = safetyMaxLine(t, start);
  const dayBand = dayBandLine(t, start);
  const refused = prescribedRefusedLine(t, start);
  return (
    <Stack gap={4}>
      <Select
        label={t('choice.label')}
        size="md"
        data={data}
        value={start.choice}
        onChange={(value) => value && onChoice(value as TargetChoice)}
        allowDeselect={false}
        disabled={start.status === 'loading'}
        comboboxProps={{ withinPortal: true }}
      />
      <Text size="sm" c="gray.7" aria-live="polite" data-testid="start-target">
        {start.status === 'loading' ? (
          t('reading')
        ) : (
          <>
            <Text
              component="span"
              inherit
              fw={600}
              c={start.prescribed && start.prescribed.signed !== false ? undefined : WARNING_TEXT}
            >
              {prescriptionLine(t, start)}
            </Text>
            {safety && ` · ${safety}`}
            {hrMax && ` · ${hrMax}`}
            {refused && (
              <Text component="span" inherit c={WARNING_TEXT}>
                {` · ${refused}`}
              </Text>
            )}
            {missing && hrBand && ` · ${missing}`}
            {dayBand && ` · ${dayBand}`}
          </>
        )}
      </Text>
      {start.changedFromPrescription && start.status !== 'loading' && (
        <Text size="sm" c={WARNING_TEXT} role="status">
          {t('changed')}
        </Text>
      )}
    </Stack>
  );
}
