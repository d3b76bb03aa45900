/**
 * The programme's adherence to the clinic's schedule (issue 36): per programme week with anything
 * recorded, the sessions attended, missed with a reason (the reasons named) and no-shows, from the
 * summary's `adherence` (the discharge summary carries the same numbers).
 */
import { Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { adherenceTotals } from '../../../common/programme/adherence';
import type { AdherenceWeek, ProgrammeSummary } from '../../../common/schemas/programme-summary';
import { formatDay } from './progress-format';
import { type ProgressT, useProgressTranslation } from './progress-i18n';

/** "transport 2, ill 1": the reasons given for absences, counted. */
function reasonsText(reasons: AdherenceWeek['reasons'], t: ProgressT): string {
  return Object.entries(reasons)
    .map(([reason, count]) => `${t(`adherence.reasons.${reason}`)} ${count}`)
    .join(', ');
}

/** The whole programme's adherence on one line, for the printed discharge summary. */
export function AdherenceTotals({ weeks }: { weeks: readonly AdherenceWeek[] | undefined }) {
  const { t } = useProgressTranslation();
  const total = adherenceTotals(weeks ?? []);
  if (total.attended + total.absent + total.noShow === 0) return <>{t('adherence.none')}</>;
  const reasons = reasonsText(total.reasons, t);
  return (
    <>
      {t('adherence.totalsValue', {
        attended: total.attended,
        absent: total.absent,
        noShow: total.noShow,
        reasons: reasons ? ` (${reasons})` : '',
      })}
    </>
  );
}

export function AdherenceTable({ summary }: { summary: ProgrammeSummary }) {
  const { t, i18n } = useProgressTranslation();
  const titleId = useId();
  const weeks = (summary.adherence ?? []).filter((w) => w.attended + w.absent + w.noShow > 0);
  return (
    <Paper component="section" aria-labelledby={titleId} withBorder p="md">
      <Stack gap="xs">
        <Title order={3} fz="h5" id={titleId}>
          {t('adherence.title')}
        </Title>
        <Text size="sm" c="gray.7">
          {t('adherence.intro')}
        </Text>
        {weeks.length === 0 ? (
          <Text size="sm">{t('adherence.none')}</Text>
        ) : (
          <Table.ScrollContainer minWidth={360}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('adherence.week')}</Table.Th>
                  <Table.Th>{t('adherence.attended')}</Table.Th>
                  <Table.Th>{t('adherence.absent')}</Table.Th>
                  <Table.Th>{t('adherence.noShow')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {weeks.map((week) => {
                  const reasons = reasonsText(week.reasons, t);
                  return (
                    <Table.Tr key={week.week}>
                      <Table.Td>
                        {t('adherence.weekLabel', {
                          n: week.week,
                          date: formatDay(week.startDate, i18n.language),
                        })}
                      </Table.Td>
                      <Table.Td>{week.attended}</Table.Td>
                      <Table.Td>{reasons ? `${week.absent} (${reasons})` : week.absent}</Table.Td>
                      <Table.Td>{week.noShow}</Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Paper>
  );
}
