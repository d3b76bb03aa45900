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
  guarded = false,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  /**
   * No close button, Escape or click outside: the content closes through its own buttons (a live
   * 6-minute walk asks before a walk in progress is discarded).
   */
  guarded?: boolean;
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
      withCloseButton={!guarded}
      closeOnEscape={!guarded}
      closeOnClickOutside={!guarded}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {opened && children}
    </Modal>
  );
}
