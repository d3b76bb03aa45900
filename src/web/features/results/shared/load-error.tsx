/** A failed load: what failed, why (in the app's words for the error code), and a retry. */
import { Alert, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { dataErrorMessage } from '../../../lib/error-message';
import { RESULTS_NS } from '../results-i18n';

export function LoadError({
  title,
  error,
  onRetry,
}: {
  title: string;
  error: unknown;
  onRetry: () => void;
}) {
  const { t } = useTranslation(RESULTS_NS);
  // Error codes are translated once for the whole app, in the default namespace.
  const { t: tApp } = useTranslation();
  return (
    <Alert color="red" variant="light" role="alert" title={title}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{dataErrorMessage(error, tApp)}</Text>
        <Button size="xs" variant="white" color="red" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}
