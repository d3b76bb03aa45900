/**
 * The advice after a red flag at check-in (PRODUCT.md section 12; SBC 2020, AHA/AACVPR/ACC 2019):
 * no exercise today; stop, rest, call the clinic; chest pain at rest that does not pass → SAMU
 * 192 (Brazil's emergency medical service), one tap away.
 */
import { Alert, Button, List, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { RedFlag } from '../../../../common/schemas/home-check-in';
import { paths } from '../../../lib/paths';
import { useMeTranslation } from '../me-i18n';

/** SAMU, Brazil's emergency medical service. */
const SAMU = '192';

export function AdviceView({ flags }: { flags: readonly RedFlag[] }) {
  const { t } = useMeTranslation();
  return (
    <Stack gap="lg" data-advice="red-flag">
      <Alert
        color="red"
        variant="filled"
        role="alert"
        title={
          <Text span fz="xl" fw={700}>
            {t('advice.title')}
          </Text>
        }
      >
        <List fz="lg" c="white">
          {flags.map((flag) => (
            <List.Item key={flag}>{t(`advice.flags.${flag}`)}</List.Item>
          ))}
        </List>
      </Alert>
      <Paper withBorder p="lg" radius="md">
        <Stack gap="sm">
          <Text fz="lg">{t('advice.stop')}</Text>
          <Text fz="lg">{t('advice.callClinic')}</Text>
        </Stack>
      </Paper>
      <Paper withBorder p="lg" radius="md" bg="red.0">
        <Stack gap="sm">
          <Title order={2} fz="h3">
            {t('advice.chestPainTitle')}
          </Title>
          <Text fz="lg">{t('advice.chestPain')}</Text>
          {/* The label wraps at 360 px rather than be cut. */}
          <Button
            component="a"
            href={`tel:${SAMU}`}
            color="red.9"
            size="xl"
            h="auto"
            mih={64}
            py="sm"
            styles={{ label: { whiteSpace: 'normal', textAlign: 'center' } }}
          >
            {t('advice.callSamu')}
          </Button>
        </Stack>
      </Paper>
      <Button component={Link} to={paths.me()} variant="default" size="lg">
        {t('advice.back')}
      </Button>
    </Stack>
  );
}
