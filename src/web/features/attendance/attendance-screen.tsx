/**
 * /attendance: who attended which class, and when, for the last 90 days, newest class first.
 * The front desk's screen (its navigation offers it); it shows no readings, only names and times,
 * from GET /api/attendance, which every role may read.
 */
import { Alert, Button, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { apiPaths } from '../../../common/api/api-paths';
import { type AttendanceEntry, attendanceAnswerSchema } from '../../../common/schemas/attendance';
import { TitledCard } from '../../components/titled-card';
import { apiRequest } from '../../lib/api-client';
import { dateTimeFormat } from '../../lib/locale-format';
import { useLoad } from '../../lib/use-load';
import { usePatientDirectory } from '../patients';
import { useAttendanceTranslation } from './attendance-i18n';

const DAYS_SHOWN = 90;

function loadAttendance() {
  const from = Date.now() - DAYS_SHOWN * 86_400_000;
  return apiRequest(apiPaths.attendance({ from }), { schema: attendanceAnswerSchema });
}

interface ClassAttendance {
  classId: string;
  startedAt: number;
  entries: AttendanceEntry[];
}

/** One group per class, in the order the server gave (newest first), its earliest start first. */
function byClass(entries: readonly AttendanceEntry[]): ClassAttendance[] {
  const groups = new Map<string, ClassAttendance>();
  for (const entry of entries) {
    const group = groups.get(entry.classId) ?? {
      classId: entry.classId,
      startedAt: entry.startedAt,
      entries: [],
    };
    group.startedAt = Math.min(group.startedAt, entry.startedAt);
    group.entries.push(entry);
    groups.set(entry.classId, group);
  }
  return [...groups.values()];
}

export function AttendanceScreen() {
  const { t, i18n } = useAttendanceTranslation();
  const state = useLoad('attendance', loadAttendance);
  const { names } = usePatientDirectory();
  const classes = useMemo(
    () => (state.state.status === 'ready' ? byClass(state.state.value.attendance) : []),
    [state.state],
  );
  const when = dateTimeFormat(i18n.language, { dateStyle: 'full', timeStyle: 'short' });
  const time = dateTimeFormat(i18n.language, { timeStyle: 'short' });

  return (
    <Stack gap="lg">
      <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
        {t('title')}
      </Title>
      <Text size="sm">{t('intro', { count: DAYS_SHOWN })}</Text>
      {state.state.status === 'loading' && <Loader aria-busy="true" aria-label={t('loading')} />}
      {state.state.status === 'error' && (
        <Alert color="red" role="alert" title={t('failed')}>
          <Button variant="light" onClick={state.retry}>
            {t('retry')}
          </Button>
        </Alert>
      )}
      {state.state.status === 'ready' && classes.length === 0 && <Text>{t('none')}</Text>}
      {classes.map((group) => (
        <TitledCard key={group.classId} title={when.format(group.startedAt)} p="md">
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('patient')}</Table.Th>
                <Table.Th>{t('from')}</Table.Th>
                <Table.Th>{t('to')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {group.entries.map((entry) => (
                <Table.Tr key={`${entry.patientId}:${entry.startedAt}`}>
                  <Table.Td>{names[entry.patientId] ?? entry.patientId}</Table.Td>
                  <Table.Td>{time.format(entry.startedAt)}</Table.Td>
                  <Table.Td>{time.format(entry.endedAt)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TitledCard>
      ))}
    </Stack>
  );
}
