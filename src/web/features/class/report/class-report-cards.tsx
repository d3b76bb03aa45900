/**
 * The class report on a phone: one card per participant, each figure with its name, instead of
 * a wide table to scroll sideways. The table stays for wider screens and for paper.
 */
import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import classes from './class-report-cards.module.css';
import { useReportCells } from './class-report-cells';
import { ParticipantName } from './class-report-name';
import type { ClassReportRow } from './class-report-rows';

export function ClassReportCards({ rows, caption }: { rows: ClassReportRow[]; caption: string }) {
  const cells = useReportCells();
  const { t } = cells;
  return (
    <Stack gap="xs" data-class-report-cards>
      <Text size="sm" c="gray.7">
        {caption}
      </Text>
      <ul className={classes.list}>
        {rows.map((row) => (
          <li key={row.activityId}>
            <Paper withBorder p="sm">
              <Text component="h2" fz="md" fw={700} m={0}>
                <ParticipantName row={row} t={t} />
              </Text>
              <SimpleGrid component="dl" cols={2} spacing="xs" verticalSpacing={4} m={0} mt={6}>
                <Figure label={t('classReport.duration')} value={cells.duration(row)} />
                <Figure label={t('classReport.rpe')} value={cells.rpe(row)} />
                <Figure label={t('classReport.avgHr')} value={cells.hrAvg(row)} />
                <Figure label={t('classReport.peakHr')} value={cells.hrMax(row)} />
                <Figure label={t('classReport.timeInTarget')} value={cells.inTarget(row)} />
                <Figure
                  label={t('classReport.target')}
                  value={[cells.target(row), cells.prescription(row)].filter(Boolean).join(' · ')}
                />
                <Figure
                  label={t('classReport.safetyMax')}
                  value={[cells.safetyMaxBpm(row), cells.safetyMaxSource(row)]
                    .filter(Boolean)
                    .join(' · ')}
                />
                <Figure label={t('classReport.activity')} value={cells.activity(row)} />
                <Figure label={t('classReport.bp')} value={cells.entries(row, 'bp')} />
                <Figure label={t('classReport.spo2')} value={cells.entries(row, 'spo2')} />
              </SimpleGrid>
              <dl className={classes.alarms}>
                <dt>{t('classReport.notes')}</dt>
                <dd>{cells.notes(row)}</dd>
                <dt>{t('classReport.alarms')}</dt>
                <dd className={row.alarmCount ? classes.alarmed : undefined}>
                  {cells.alarms(row)}
                </dd>
                {cells.advisories(row) && (
                  <dd className={classes.advisory}>{cells.advisories(row)}</dd>
                )}
              </dl>
            </Paper>
          </li>
        ))}
      </ul>
    </Stack>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className={classes.label}>{label}</dt>
      <dd className={classes.value}>{value}</dd>
    </div>
  );
}
