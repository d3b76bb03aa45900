/**
 * /attendance: who attended which class, and when, for the last 90 days, newest class first.
 * The front desk's screen (its navigation offers it); it shows no readings, only names and times,
 * from GET /api/attendance, which every role may read.
 */
import { Loader, Stack, Table, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { apiPaths } from '../../../common/api/api-paths';
import { type AttendanceEntry, attendanceAnswerSchema } from '../../../common/schemas/attendance';
import { QueryBoundary } from '../../components/query-boundary';
import { TitledCard } from '../../components/titled-card';
import { apiRequest } from '../../lib/api-client';
import { dateTimeFormat } from '../../lib/locale-format';
import { useServerQuery } from '../../lib/server-state';
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
  const { t } = useAttendanceTranslation();
  const attendance = useServerQuery({ key: ['attendance'], read: loadAttendance });
  return (
    <Stack gap="lg">
      <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
        {t('title')}
      </Title>
      <Text size="sm">{t('intro', { count: DAYS_SHOWN })}</Text>
      <QueryBoundary
        read={attendance}
        loadingLabel={t('loading')}
        loading={<Loader aria-busy="true" aria-label={t('loading')} />}
        errorTitle={t('failed')}
        isEmpty={(answer) => answer.attendance.length === 0}
        empty={<Text>{t('none')}</Text>}
      >
        {(answer) => <ClassList entries={answer.attendance} />}
      </QueryBoundary>
    </Stack>
  );
}

function ClassList({ entries }: { entries: readonly AttendanceEntry[] }) {
  const { t, i18n } = useAttendanceTranslation();
  const { names } = usePatientDirectory();
  const classes = useMemo(() => byClass(entries), [entries]);
  const when = dateTimeFormat(i18n.language, { dateStyle: 'full', timeStyle: 'short' });
  const time = dateTimeFormat(i18n.language, { timeStyle: 'short' });
  return classes.map((group) => (
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
  ));
}
