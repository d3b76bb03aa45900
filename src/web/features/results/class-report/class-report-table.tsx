/** The participants side by side: one row per session, each name a link to that session. */
import { Anchor, Stack, Table, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { alarmRuleText } from '../activity/alarm-text';
import { RESULTS_NS } from '../results-i18n';
import { formatDuration, formatNumber, formatWithUnit, NO_VALUE } from '../shared/format';
import { UnsyncedMarker } from '../shared/unsynced-marker';
import type { ClassReportRow } from './class-report-rows';

const NUMERIC = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

export function ClassReportTable({ rows, caption }: { rows: ClassReportRow[]; caption: string }) {
  const { t, i18n } = useTranslation(RESULTS_NS);
  const locale = i18n.language;
  const captionId = useId();
  const bpm = t('units.bpm');
  const rulesText = (rules: ClassReportRow['alarmRules']) =>
    rules
      .map(({ rule, count }) => {
        const name = alarmRuleText(rule, t);
        return count > 1 ? `${name} ×${count}` : name;
      })
      .join(', ');
  const alarmsText = (row: ClassReportRow) => {
    if (row.alarmCount === null) return NO_VALUE;
    return row.alarmCount === 0
      ? t('classReport.noAlarms')
      : `${row.alarmCount} (${rulesText(row.alarmRules)})`;
  };
  const inTargetText = (row: ClassReportRow) =>
    row.timeInTargetMs === null
      ? NO_VALUE
      : `${formatDuration(row.timeInTargetMs)} (${formatNumber(row.timeInTargetPct, locale)} %)`;

  // The caption sits above the scrolling box, not in it: on a phone it would be cut off at the
  // right edge of a table wider than the screen. It still names the table.
  return (
    <Stack gap={4}>
      <Text id={captionId} size="sm" c="gray.7">
        {caption}
      </Text>
      <Table.ScrollContainer minWidth={720} type="native" data-class-report-scroll>
        <Table
          striped
          withTableBorder
          fz="sm"
          verticalSpacing={6}
          aria-labelledby={captionId}
          data-class-report-table
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('classReport.patient')}</Table.Th>
              <Table.Th scope="col">{t('classReport.duration')}</Table.Th>
              <Table.Th scope="col">{t('classReport.avgHr')}</Table.Th>
              <Table.Th scope="col">{t('classReport.peakHr')}</Table.Th>
              <Table.Th scope="col">{t('classReport.timeInTarget')}</Table.Th>
              <Table.Th scope="col">{t('classReport.alarms')}</Table.Th>
              <Table.Th scope="col">{t('classReport.rpe')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.activityId}>
                <Table.Th scope="row" fw={500} fz="sm">
                  <Anchor component={Link} to={paths.activityDetail(row.activityId)}>
                    {row.patientName}
                  </Anchor>
                  {row.unsynced && (
                    <Text span ml="xs">
                      <UnsyncedMarker state={row.unsynced} t={t} size="xs" />
                    </Text>
                  )}
                </Table.Th>
                <Table.Td style={NUMERIC}>{formatDuration(row.durationMs)}</Table.Td>
                <Table.Td style={NUMERIC}>{formatWithUnit(row.hrAvg, bpm, locale)}</Table.Td>
                <Table.Td style={NUMERIC}>{formatWithUnit(row.hrMax, bpm, locale)}</Table.Td>
                <Table.Td style={NUMERIC}>{inTargetText(row)}</Table.Td>
                <Table.Td>
                  <Text span size="sm" c={row.alarmCount ? 'red.9' : undefined}>
                    {alarmsText(row)}
                  </Text>
                  {row.advisoryRules.length > 0 && (
                    <Text size="sm" c="orange.9">
                      {t('classReport.advisories', { rules: rulesText(row.advisoryRules) })}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td style={NUMERIC}>{formatNumber(row.rpe, locale)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
