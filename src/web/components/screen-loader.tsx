/** Shown while a screen's chunk loads (rarely seen: chunks are preloaded). */
import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function ScreenLoader() {
  const { t } = useTranslation();
  return (
    <Center mih={200} role="status" aria-busy="true" aria-label={t('common.loading')}>
      <Loader size="sm" />
    </Center>
  );
}
