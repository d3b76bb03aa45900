/** A form in a modal, full screen on a phone so its fields are not squeezed. */
import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

const PHONE_QUERY = '(max-width: 47.99em)';

export function FormModal({
  opened,
  onClose,
  title,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const isPhone = useMediaQuery(PHONE_QUERY, undefined, { getInitialValueInEffect: false });
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      fullScreen={isPhone}
      size="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {opened && children}
    </Modal>
  );
}
