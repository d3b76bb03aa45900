/** Why a workspace switch did not happen: a recording not yet saved or discarded, or a failure. */
import { Anchor, Modal, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { useClinicTranslation } from './clinic-i18n';

interface DialogProps {
  opened: boolean;
  onClose: () => void;
}

export function RecordingHoldDialog({ opened, onClose }: DialogProps) {
  const { t } = useClinicTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('recordingHold.title')}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="sm">
        <Text size="sm" role="alert">
          {t('recordingHold.body')}
        </Text>
        <Anchor component={Link} to={paths.record()} size="sm" onClick={onClose}>
          {t('recordingHold.link')}
        </Anchor>
      </Stack>
    </Modal>
  );
}

export function SwitchFailedDialog({ opened, onClose }: DialogProps) {
  const { t } = useClinicTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('workspace.switchFailedTitle')}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Text size="sm">{t('workspace.switchFailed')}</Text>
    </Modal>
  );
}
