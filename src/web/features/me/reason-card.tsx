/** Why there is no home session today, in plain words, and what the patient can do about it. */
import { Paper, Stack, Text, Title } from '@mantine/core';
import type { HomeRefusal } from '../../../common/home/home-eligibility';
import { useMeTranslation } from './me-i18n';
import { reasonKeys } from './me-words';

export function ReasonCard({ reason }: { reason: HomeRefusal }) {
  const { t } = useMeTranslation();
  const keys = reasonKeys(reason);
  return (
    <Paper withBorder p="lg" radius="md" bg="yellow.0" role="status" data-reason={reason}>
      <Stack gap="sm">
        <Title order={2} fz="h3">
          {t(keys.title)}
        </Title>
        <Text fz="lg">{t(keys.todo)}</Text>
      </Stack>
    </Paper>
  );
}
