/** Any path no route matches: says so and links home (the guard sends signed-out visitors on). */
import { Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Brand } from '../components/brand';
import { paths } from '../lib/paths';

export function NotFoundScreen() {
  const { t } = useTranslation();
  return (
    <Stack component="main" align="center" justify="center" mih="100dvh" p="md" gap="md">
      <Brand />
      <Title order={1} fz="h2" ta="center">
        {t('notFound.title')}
      </Title>
      <Text c="dimmed" ta="center" maw={420}>
        {t('notFound.description')}
      </Text>
      <Button component={Link} to={paths.home()}>
        {t('notFound.goHome')}
      </Button>
    </Stack>
  );
}
