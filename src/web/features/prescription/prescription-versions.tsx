/** Every version of the prescription, newest first: when, by whom, what and the target then. */
import { Badge, Group, Paper, Text } from '@mantine/core';
import { formatDateTime } from '../../lib/locale-format';
import type { ChartPrescription } from '../records';
import { PlainList } from './plain-list';
import { usePrescriptionTranslation } from './prescription-i18n';
import { prescriptionWords, targetWords } from './prescription-words';

export function PrescriptionVersions({ versions }: { versions: readonly ChartPrescription[] }) {
  const { t, i18n } = usePrescriptionTranslation();
  const when = (ms: number) =>
    formatDateTime(ms, i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  if (versions.length === 0) return <Text size="sm">{t('versions.none')}</Text>;
  return (
    <PlainList ordered label={t('versions.title')}>
      {versions.map((version, index) => (
        <Paper component="li" key={`${version.version}-${version.createdAt}`} withBorder p="xs">
          <Group gap="xs" wrap="wrap">
            <Text size="sm" fw={600}>
              {t('versions.version', { version: version.version })}
            </Text>
            {index === 0 && (
              <Badge variant="light" style={{ textTransform: 'none' }}>
                {t('versions.current')}
              </Badge>
            )}
            <Text size="xs" c="gray.7">
              {t('versions.by', { date: when(version.createdAt), name: version.createdBy.name })}
            </Text>
          </Group>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {prescriptionWords(version, t)} · {targetWords(version, t)}
            {version.safetyMaxBpm !== null &&
              ` · ${t('target.safetyMax', { bpm: version.safetyMaxBpm })}`}
          </Text>
        </Paper>
      ))}
    </PlainList>
  );
}
