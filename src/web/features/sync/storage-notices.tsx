/**
 * What the clinician must know about this device's storage: none works (the spec's message, in
 * the clinician's language, and what to do), too much unsynced data, and whether the browser may
 * evict it.
 */
import { Alert, Text } from '@mantine/core';
import { numberFormat } from '../../lib/locale-format';
import { usePersistentStorage } from './persistent-storage';
import { useSyncTranslation } from './sync-i18n';
import { UNSYNCED_BYTES_WARNING, useStorageUnavailable, useSyncStatus } from './use-sync-status';

export function StorageNotices() {
  const { t, i18n } = useSyncTranslation();
  const unavailable = useStorageUnavailable();
  const { bytes } = useSyncStatus();
  const persistent = usePersistentStorage();
  const size = numberFormat(i18n.language, {
    style: 'unit',
    unit: 'megabyte',
    maximumFractionDigits: 1,
  }).format(bytes / 1_000_000);

  return (
    <>
      {unavailable && (
        <Alert color="red" variant="light" role="alert" title={t('storage.title')}>
          {t('storage.body')}
        </Alert>
      )}
      {bytes > UNSYNCED_BYTES_WARNING && (
        <Alert color="orange" variant="light" role="alert" title={t('storage.sizeWarningTitle')}>
          {t('storage.sizeWarning', { size })}
        </Alert>
      )}
      {!unavailable && persistent !== null && (
        <Text size="sm" c="gray.7">
          {t(persistent ? 'section.persistent' : 'section.notPersistent')}
        </Text>
      )}
    </>
  );
}
