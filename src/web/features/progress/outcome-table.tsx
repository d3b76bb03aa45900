/**
 * Baseline against latest of each measure, with the change (6-minute walk in m and %, peak METs,
 * resting BP and HR, weight, questionnaires): on the Documents tab and the discharge summary.
 */
import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  OUTCOME_KEYS,
  type Outcome,
  type ProgrammeSummary,
} from '../../../common/schemas/programme-summary';
import { RESULTS_NS } from '../results';
import { programmeAlarmsText } from './programme-alarms';
import { changeText, formatDay, formatDayDigits, formatNumber, NO_VALUE } from './progress-format';
import { useProgressTranslation } from './progress-i18n';

interface Row {
  key: string;
  name: string;
  unit: string;
  outcome: Outcome;
}

/** "412 m · 18 Oct 2026"; on paper the day in digits, so a value and its day fit on one line. */
function measured(
  value: Outcome['baseline'] | null,
  unit: string,
  locale: string,
  printed: boolean,
) {
  if (!value) return NO_VALUE;
  const number = formatNumber(value.value, locale, 1);
  const day = (printed ? formatDayDigits : formatDay)(value.date, locale);
  return `${number}${unit ? `\u00a0${unit}` : ''} · ${day}`;
}

/**
 * On screen in a scroll container for phones; `printed`, without one: paper does not scroll, and
 * the container would clip what does not fit instead of letting it wrap.
 */
export function OutcomeTable({
  summary,
  printed = false,
}: {
  summary: ProgrammeSummary;
  printed?: boolean;
}) {
  const { t, i18n } = useProgressTranslation();
  const locale = i18n.language;
  const rows: Row[] = [
    ...OUTCOME_KEYS.flatMap((key) => {
      const outcome = summary.outcomes[key];
      if (!outcome) return [];
      return [{ key, name: t(`outcomes.${key}`), unit: t(`outcomes.units.${key}`), outcome }];
    }),
    ...summary.questionnaires.map((q) => ({
      key: `q-${q.name}`,
      name: q.name,
      unit: '',
      outcome: q,
    })),
  ];
  if (rows.length === 0) return <Text size="sm">{t('outcomes.none')}</Text>;
  const table = (
    <Table data-outcome-table striped withTableBorder>
      <Table.Caption>{t('outcomes.title')}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('outcomes.measure')}</Table.Th>
          <Table.Th scope="col">{t('outcomes.baseline')}</Table.Th>
          <Table.Th scope="col">{t('outcomes.latest')}</Table.Th>
          <Table.Th scope="col">{t('outcomes.change')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.key}>
            <Table.Th scope="row">{row.name}</Table.Th>
            <Table.Td>{measured(row.outcome.baseline, row.unit, locale, printed)}</Table.Td>
            <Table.Td>{measured(row.outcome.latest, row.unit, locale, printed)}</Table.Td>
            <Table.Td>{changeText(row.outcome, row.unit, locale)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
  if (printed) return table;
  return (
    // Focusable, so a keyboard can scroll the table sideways on a phone (WCAG 2.1.1).
    <Table.ScrollContainer
      minWidth={420}
      scrollAreaProps={{ viewportProps: { tabIndex: 0, 'aria-label': t('outcomes.title') } }}
    >
      {table}
    </Table.ScrollContainer>
  );
}

/** The programme's alarms in words (programme-alarms.ts), or that none were recorded. */
export function useAlarmsText(summary: ProgrammeSummary) {
  const { t } = useProgressTranslation();
  const { t: tr } = useTranslation(RESULTS_NS);
  return programmeAlarmsText(summary, t, tr);
}
