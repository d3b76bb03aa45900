/** The participants side by side: one row per session, each name a link to that session. */
import { Stack, Table, Text } from '@mantine/core';
import { type ReactNode, useId } from 'react';
import { useReportCells } from './class-report-cells';
import { ParticipantName } from './class-report-name';
import type { ClassReportRow } from './class-report-rows';

const NUMERIC = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

const COLUMNS = 13;
/** A dark orange that keeps 4.5:1 on white at small sizes (Mantine's orange.9 gives 4.29). */
const UNSIGNED_TEXT = '#a63c06';

export function ClassReportTable({
  rows,
  caption,
  letterhead,
}: {
  rows: ClassReportRow[];
  caption: string;
  /** Paper only: a first head row, so a class longer than one sheet repeats it on each. */
  letterhead?: ReactNode;
}) {
  const cells = useReportCells();
  const { t } = cells;
  const captionId = useId();

  // The caption sits above the scrolling box, not in it: on a phone it would be cut off at the
  // right edge of a table wider than the screen. It still names the table.
  return (
    <Stack gap={4}>
      {/* Its hint ("open a name") is for the screen: paper has no links to open. */}
      <Text id={captionId} size="sm" c="gray.7" data-print-hidden>
        {caption}
      </Text>
      <Table.ScrollContainer minWidth={1100} type="native" data-class-report-scroll>
        <Table
          striped
          withTableBorder
          fz="sm"
          verticalSpacing={6}
          aria-labelledby={captionId}
          data-class-report-table
        >
          <Table.Thead>
            {letterhead && (
              <tr data-document-print-only data-class-report-letterhead>
                <td colSpan={COLUMNS}>{letterhead}</td>
              </tr>
            )}
            <Table.Tr>
              <Table.Th scope="col">{t('classReport.patient')}</Table.Th>
              <Table.Th scope="col">{t('classReport.activity')}</Table.Th>
              <Table.Th scope="col">{t('classReport.duration')}</Table.Th>
              <Table.Th scope="col">{t('classReport.avgHr')}</Table.Th>
              <Table.Th scope="col">{t('classReport.peakHr')}</Table.Th>
              <Table.Th scope="col">{t('classReport.timeInTarget')}</Table.Th>
              <Table.Th scope="col">{t('classReport.target')}</Table.Th>
              <Table.Th scope="col">{t('classReport.safetyMax')}</Table.Th>
              <Table.Th scope="col">{t('classReport.bp')}</Table.Th>
              <Table.Th scope="col">{t('classReport.spo2')}</Table.Th>
              <Table.Th scope="col">{t('classReport.alarms')}</Table.Th>
              <Table.Th scope="col">{t('classReport.rpe')}</Table.Th>
              <Table.Th scope="col">{t('classReport.notes')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.activityId}>
                <Table.Th scope="row" fw={500} fz="sm">
                  <ParticipantName row={row} t={t} />
                </Table.Th>
                <Table.Td>{cells.activity(row)}</Table.Td>
                <Table.Td style={NUMERIC}>{cells.duration(row)}</Table.Td>
                <Table.Td style={NUMERIC}>{cells.hrAvg(row)}</Table.Td>
                <Table.Td style={NUMERIC}>{cells.hrMax(row)}</Table.Td>
                <Table.Td style={NUMERIC}>{cells.inTarget(row)}</Table.Td>
                <Table.Td style={NUMERIC}>
                  {cells.target(row)}
                  {cells.prescription(row) && (
                    <Text
                      size="xs"
                      c={row.prescription?.signed ? 'gray.7' : UNSIGNED_TEXT}
                      style={{ whiteSpace: 'normal' }}
                    >
                      {cells.prescription(row)}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td style={NUMERIC}>
                  {cells.safetyMaxBpm(row)}
                  {cells.safetyMaxSource(row) && (
                    <Text size="xs" c="gray.7" style={{ whiteSpace: 'normal' }}>
                      {cells.safetyMaxSource(row)}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td style={NUMERIC}>{cells.entries(row, 'bp')}</Table.Td>
                <Table.Td style={NUMERIC}>{cells.entries(row, 'spo2')}</Table.Td>
                <Table.Td>
                  <Text span size="sm" c={row.alarmCount ? 'red.9' : undefined}>
                    {cells.alarms(row)}
                  </Text>
                  {cells.advisories(row) && (
                    <Text size="sm" c="orange.9">
                      {cells.advisories(row)}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td style={NUMERIC}>{cells.rpe(row)}</Table.Td>
                <Table.Td>{cells.notes(row)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
