/**
 * "Export my data": offered only to who may export the workspace (its owner; in a clinic, an
 * owner or admin, as the server rules), and a failed export says why instead of a silent 403.
 */
import { Alert, Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-error';
import { downloadAttachment } from '../../lib/download';
import { dataErrorMessage } from '../../lib/error-message';
import { useWorkspace } from '../clinic';
import { RESULTS_NS } from '../results';
import { accountExportPath } from './account-data-api';

export function ExportData() {
  const { t } = useTranslation(RESULTS_NS);
  const { t: tApp } = useTranslation();
  const { canManage } = useWorkspace();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  if (!canManage) return null;

  const exportData = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await downloadAttachment(accountExportPath(), 'ritmo-export.json');
    } catch (error) {
      // The server's reason, in the clinician's language: a role that may not export, or else.
      const forbidden = error instanceof ApiError && error.status === 403;
      setFailure(forbidden ? t('account.exportForbidden') : dataErrorMessage(error, tApp));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Text size="sm" c="gray.7">
        {t('account.exportHint')}
      </Text>
      <Group>
        <Button variant="light" loading={busy} onClick={() => void exportData()}>
          {t('account.export')}
        </Button>
      </Group>
      {failure && (
        <Alert color="red" variant="light" role="alert" title={t('account.exportFailed')}>
          {failure}
        </Alert>
      )}
    </>
  );
}
