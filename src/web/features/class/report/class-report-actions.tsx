/**
 * The class report's print and CSV buttons (screen only). Each session printed or exported is
 * told to the audit trail, as the session report's print and CSV are.
 */
import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCsvDownload, useCsvExport, WRAPPING_BUTTON } from '../../../lib/csv-export';
import { useUser } from '../../auth';
import { useWorkspace } from '../../clinic';
import { CsvFailed, RESULTS_NS, recordExportedRead } from '../../results';
import type { ClassReportRow, ClassSession } from './class-report-rows';

interface ClassReportActionsProps {
  classId: string;
  sessions: readonly ClassSession[];
  rows: readonly ClassReportRow[];
}

function recordReads(sessions: readonly ClassSession[], purpose: 'csv' | 'print') {
  for (const { item, unsynced } of sessions) recordExportedRead({ ...item, unsynced }, purpose);
}

export function ClassReportActions({ classId, sessions, rows }: ClassReportActionsProps) {
  const { t } = useTranslation(RESULTS_NS);
  const csvExport = useCsvExport();
  const { clinicName } = useWorkspace();
  const user = useUser();

  const csvDownload = useCsvDownload(async () => {
    const { classCsv, classCsvFileName } = await import('./class-csv');
    const csv = classCsv(rows, sessions, t, {
      classId,
      clinicName,
      exportedBy: user?.name || user?.email || '',
      dialect: csvExport.dialect,
      timeZone: csvExport.timeZone,
      exportedAt: Date.now(),
    });
    const startedAt = Math.min(...sessions.map(({ item }) => item.startedAt));
    return { csv, fileName: classCsvFileName(startedAt) };
  });
  const downloadCsv = async () => {
    if (await csvDownload.download()) recordReads(sessions, 'csv');
  };

  return (
    <Group gap="xs" data-print-hidden role="group" aria-label={t('detail.actions')}>
      <Button
        variant="light"
        onClick={() => {
          recordReads(sessions, 'print');
          window.print();
        }}
      >
        {t('classReport.print')}
      </Button>
      <Button variant="light" {...WRAPPING_BUTTON} onClick={downloadCsv}>
        {t('classReport.csv')} ({csvExport.dialectLabel})
      </Button>
      <CsvFailed shown={csvDownload.failed} />
    </Group>
  );
}
