/** Says a CSV file could not be built, where its button is; nothing otherwise. */
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RESULTS_NS } from '../results-i18n';

export function CsvFailed({ shown }: { shown: boolean }) {
  const { t } = useTranslation(RESULTS_NS);
  return shown ? (
    <Text role="alert" size="sm" c="red.8">
      {t('detail.csvFailed')}
    </Text>
  ) : null;
}
