/**
 * The current prescription as the server computed it: FITT in words, the target band, the safety
 * maximum and, in words, which limit set it (ischaemic threshold − 10, device limit − 10, the
 * test's peak); a warning when the target is outdated (the test or device limit changed since).
 */
import { Alert, Badge, Group, List, Stack, Text } from '@mantine/core';
import type { ChartAssessment, ChartPrescription } from '../records';
import { usePrescriptionTranslation } from './prescription-i18n';
import { capWords, dayWords, prescriptionWords, targetWords } from './prescription-words';
import { bindingCaps, testHeartRatesOf } from './safety-caps';

export function TargetSummary({
  prescription,
  sessionsPerWeek,
  tests,
  deviceLimitBpm,
  outdated,
}: {
  prescription: ChartPrescription;
  sessionsPerWeek: number;
  tests: readonly ChartAssessment[];
  deviceLimitBpm: number | null;
  outdated: boolean;
}) {
  const { t, i18n } = usePrescriptionTranslation();
  const test = tests.find((a) => a.assessmentId === prescription.basedOn);
  const caps = bindingCaps(
    test ? testHeartRatesOf(test) : null,
    deviceLimitBpm,
    prescription.safetyMaxBpm,
  );
  return (
    <Stack gap="xs">
      <Text size="sm">
        {prescriptionWords(prescription, t)} · {t('frequency', { count: sessionsPerWeek })}
      </Text>
      <Group gap="xs" wrap="wrap">
        <Text fw={700} size="lg">
          {targetWords(prescription, t)}
        </Text>
        {prescription.safetyMaxBpm !== null && (
          <Badge color="red" variant="light" size="lg" style={{ textTransform: 'none' }}>
            {t('target.safetyMax', { bpm: prescription.safetyMaxBpm })}
          </Badge>
        )}
        {prescription.unsynced && (
          <Badge color="gray" variant="light" style={{ textTransform: 'none' }}>
            {t('unsynced')}
          </Badge>
        )}
      </Group>
      {test && (
        <Text size="sm">{t('target.basedOn', { date: dayWords(test.date, i18n.language) })}</Text>
      )}
      {caps.length > 0 && (
        <Stack gap={2}>
          <Text size="sm">{t('target.setBy')}</Text>
          <List size="sm" spacing={2}>
            {caps.map((cap) => (
              <List.Item key={cap.kind}>{capWords(cap, t)}</List.Item>
            ))}
          </List>
        </Stack>
      )}
      {prescription.highClipped && <Text size="sm">{t('target.clipped')}</Text>}
      {outdated && (
        <Alert color="orange" variant="light" role="alert" title={t('target.outdatedTitle')}>
          {t('target.outdatedBody')}
        </Alert>
      )}
    </Stack>
  );
}
