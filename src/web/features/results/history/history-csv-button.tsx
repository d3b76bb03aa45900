/** The history list's CSV download: the sessions loaded so far, in the reader's dialect. */
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ActivityListItem } from '../../../../common/schemas/activity';
import { useCsvDownload, useCsvExport, WRAPPING_BUTTON } from '../../../lib/csv-export';
import { useWorkspace } from '../../clinic';
import { patientNameOf } from '../../patients';
import { RESULTS_NS } from '../results-i18n';
import { CsvFailed } from '../shared/csv-failed';

interface HistoryCsvButtonProps {
  items: readonly ActivityListItem[];
  names: Readonly<Record<string, string>>;
  complete: boolean;
}

export function HistoryCsvButton({ items, names, complete }: HistoryCsvButtonProps) {
  const { t } = useTranslation(RESULTS_NS);
  const csvExport = useCsvExport();
  const { clinicName } = useWorkspace();

  const { download, failed } = useCsvDownload(async () => {
    const { historyCsv, historyCsvFileName } = await import('./history-csv');
    const exportedAt = Date.now();
    const csv = historyCsv(items, (id) => patientNameOf(names, id), t, {
      clinicName,
      complete,
      dialect: csvExport.dialect,
      timeZone: csvExport.timeZone,
      exportedAt,
    });
    return { csv, fileName: historyCsvFileName(exportedAt) };
  });

  return (
    <>
      <Button variant="light" size="xs" {...WRAPPING_BUTTON} onClick={download} data-print-hidden>
        {t('historyCsv.download')} ({csvExport.dialectLabel})
      </Button>
      <CsvFailed shown={failed} />
    </>
  );
}
