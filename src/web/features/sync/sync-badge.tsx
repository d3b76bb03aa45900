/**
 * The header's connection and sync state: online/offline and the number of unsynced items.
 * A link to Settings, where the items are listed; announced politely when it changes. It also
 * flags, in colour and with "!", storage the clinician must act on (none, or too much unsynced).
 */
import { Badge } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { useSyncTranslation } from './sync-i18n';
import { UNSYNCED_BYTES_WARNING, useStorageUnavailable, useSyncStatus } from './use-sync-status';

export function SyncBadge() {
  const { t } = useSyncTranslation();
  const { online, pending, failed, syncing, bytes } = useSyncStatus();
  const noStorage = useStorageUnavailable();
  const tooMuch = bytes > UNSYNCED_BYTES_WARNING;
  const unsynced = pending + failed;
  const state = t(syncing && online ? 'badge.syncing' : online ? 'badge.online' : 'badge.offline');
  const color = failed > 0 ? 'red' : noStorage || tooMuch ? 'orange' : online ? 'teal' : 'gray';
  const warning = noStorage ? t('storage.title') : tooMuch ? t('storage.sizeWarningTitle') : '';
  const label = [
    unsynced > 0 ? t('badge.label', { state, count: unsynced }) : t('badge.labelSynced', { state }),
    warning,
  ]
    .filter(Boolean)
    .join(' ');
  const visible = `${state}${unsynced > 0 ? ` · ${unsynced}` : ''}${warning ? ' !' : ''}`;

  return (
    <span role="status" aria-live="polite">
      <Badge
        component={Link}
        to={`${paths.settings()}#sync`}
        size="lg"
        radius="sm"
        variant={online ? 'light' : 'filled'}
        color={color}
        // The name starts with the text on the badge (WCAG 2.5.3, label in name), then says it.
        aria-label={`${visible}: ${label}`}
        title={label}
        style={{ cursor: 'pointer', textTransform: 'none' }}
        leftSection={
          <span
            aria-hidden="true"
            style={{
              width: 8,
              height: 8,
              borderRadius: '50%',
              background: 'currentColor',
              opacity: online ? 1 : 0.6,
            }}
          />
        }
      >
        {visible}
      </Badge>
    </span>
  );
}
