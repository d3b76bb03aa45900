/**
 * Shown on every screen once the server said the clinician is no longer a member of the active
 * clinic: nothing of it can be read or written any more; writes not sent stay in Settings → Sync
 * marked refused. One way out: the personal workspace.
 */
import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { useClinicTranslation } from './clinic-i18n';
import { useWorkspace } from './use-workspace';
import { switchWorkspace } from './workspace-store';

export function AccessRefusedNotice() {
  const { t } = useClinicTranslation();
  const workspace = useWorkspace();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  if (!workspace.refused || workspace.kind === 'personal') return null;

  const leave = async () => {
    setBusy(true);
    setFailed(false);
    try {
      await switchWorkspace({ kind: 'personal' });
    } catch {
      setFailed(true);
      setBusy(false);
    }
  };

  return (
    <Alert
      color="red"
      variant="light"
      role="alert"
      mb="md"
      title={t('refused.title', { name: workspace.clinicName })}
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t('refused.body')}</Text>
        <Anchor component={Link} to={`${paths.settings()}#sync`} size="sm">
          {t('refused.review')}
        </Anchor>
        {failed && (
          <Text size="sm" c="red.9">
            {t('workspace.switchFailed')}
          </Text>
        )}
        <Button size="sm" color="red" loading={busy} onClick={() => void leave()}>
          {t('refused.leave')}
        </Button>
      </Stack>
    </Alert>
  );
}
