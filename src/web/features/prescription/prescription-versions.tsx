/** Every version of the prescription, newest first: when, by whom, what and the target then. */
import { Badge, Group, Paper, Text } from '@mantine/core';
import { formatDateTime } from '../../lib/locale-format';
import type { ChartPrescription } from '../records';
import { PlainList } from './plain-list';
import { usePrescriptionTranslation } from './prescription-i18n';
import { versionLines } from './version-lines';

export function PrescriptionVersions({
  versions,
  inForce,
}: {
  versions: readonly ChartPrescription[];
  /** False for a discharged programme's: none of its versions is current. */
  inForce: boolean;
}) {
  const { t, i18n } = usePrescriptionTranslation();
  const when = (ms: number) =>
    formatDateTime(ms, i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  if (versions.length === 0) return <Text size="sm">{t('versions.none')}</Text>;
  return (
    <PlainList ordered label={t('versions.title')}>
      {versionLines(versions, inForce, t).map((line) => (
        <Paper component="li" key={`${line.version}-${line.createdAt}`} withBorder p="xs">
          <Group gap="xs" wrap="wrap">
            <Text size="sm" fw={600}>
              {t('versions.version', { version: line.version })}
            </Text>
            {line.current && (
              <Badge variant="light" style={{ textTransform: 'none' }}>
                {t('versions.current')}
              </Badge>
            )}
            <Text size="xs" c="gray.7">
              {t('versions.by', { date: when(line.createdAt), name: line.createdBy })}
            </Text>
          </Group>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {line.plan}
          </Text>
        </Paper>
      ))}
    </PlainList>
  );
}
