/** A form's Cancel and Save buttons, right-aligned; Save submits the form and spins while busy. */
import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function FormActions({ onCancel, busy }: { onCancel: () => void; busy: boolean }) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end" gap="sm">
      <Button variant="default" onClick={onCancel}>
        {t('common.cancel')}
      </Button>
      <Button type="submit" loading={busy}>
        {t('common.save')}
      </Button>
    </Group>
  );
}
