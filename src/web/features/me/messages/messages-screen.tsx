/**
 * /me/messages: the clinic's messages to the patient, read-only (PRODUCT.md section 12). The
 * thread's route (`GET /api/home/messages`) is not on the server yet, so nothing is fetched: the
 * screen says where messages will appear.
 */
import { Paper, Stack, Text, Title } from '@mantine/core';
import { useMeTranslation } from '../me-i18n';

export function MessagesScreen() {
  const { t } = useMeTranslation();
  return (
    <Stack gap="lg">
      <Title order={1}>{t('messages.title')}</Title>
      <Paper withBorder p="lg" radius="md">
        <Text fz="lg">{t('messages.empty')}</Text>
      </Paper>
    </Stack>
  );
}
