/**
 * One kind of assessment on the chart: baseline against latest of its measures, then every
 * assessment (newest first) with its date, who recorded it, its version and an Edit for members.
 */
import { Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import type { AssessmentKind } from '../../../common/schemas/assessment';
import { TitledCard } from '../../components/titled-card';
import type { ChartAssessment } from '../records';
import { type ComparedMeasure, compareAssessments } from './assessment-compare';
import { assessmentValuesWords, changeWords, formatDate, measureWords } from './assessment-words';
import { type AssessmentsT, useAssessmentsTranslation } from './assessments-i18n';

function CompareTable({
  measures,
  t,
  language,
}: {
  measures: ComparedMeasure[];
  t: AssessmentsT;
  language: string;
}) {
  if (measures.length === 0) return null;
  const value = (m: ComparedMeasure, point: { value: number; date: string } | null) =>
    point ? measureWords(point.value, m.unit, t, language) : '—';
  return (
    <Table fz="sm" verticalSpacing={4} horizontalSpacing="xs" aria-label={t('compare.label')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('compare.measure')}</Table.Th>
          <Table.Th>{t('compare.baseline')}</Table.Th>
          <Table.Th>{t('compare.latest')}</Table.Th>
          <Table.Th>{t('compare.change')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {measures.map((m) => (
          <Table.Tr key={m.questionnaire ?? m.field}>
            <Table.Th scope="row" fw={500}>
              {m.questionnaire ?? t(`fields.${m.field}`)}
            </Table.Th>
            <Table.Td>{value(m, m.outcome.baseline)}</Table.Td>
            <Table.Td>{value(m, m.outcome.latest)}</Table.Td>
            <Table.Td>{changeWords(m.outcome, m.unit, t, language) ?? '—'}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

interface KindCardProps {
  kind: AssessmentKind;
  /** This kind's assessments, newest first. */
  assessments: readonly ChartAssessment[];
  programmeStart: string | null;
  canWrite: boolean;
  onAdd: () => void;
  onEdit: (assessment: ChartAssessment) => void;
  /** Shown beside Add (the live walk's button). */
  extraAction?: React.ReactNode;
}

export function AssessmentKindCard({
  kind,
  assessments,
  programmeStart,
  canWrite,
  onAdd,
  onEdit,
  extraAction,
}: KindCardProps) {
  const { t, i18n } = useAssessmentsTranslation();
  const language = i18n.language;
  const measures = compareAssessments(kind, assessments, programmeStart);
  const kindName = t(`kinds.${kind}`);
  return (
    <TitledCard p="md" title={kindName}>
      {assessments.length === 0 ? (
        <Text size="sm" c="gray.7">
          {t(`empty.${kind}`)}
        </Text>
      ) : (
        // One assessment is only a baseline: the table starts with the second.
        assessments.length > 1 && <CompareTable measures={measures} t={t} language={language} />
      )}
      {assessments.length > 0 && (
        <Stack
          component="ul"
          gap="xs"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={kindName}
        >
          {assessments.map((a) => (
            <Group
              component="li"
              key={a.assessmentId}
              justify="space-between"
              wrap="nowrap"
              align="flex-start"
              gap="xs"
            >
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Group gap="xs">
                  <Text size="sm" fw={600}>
                    {t('recordedBy', {
                      date: formatDate(a.date, language),
                      name: a.by.name || a.by.email,
                    })}
                  </Text>
                  <Text size="xs" c="gray.7">
                    {t('version', { version: a.version })}
                  </Text>
                  {a.unsynced && (
                    <Badge color="orange" variant="light" size="sm">
                      {t('unsynced')}
                    </Badge>
                  )}
                </Group>
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {assessmentValuesWords(a, t, language)}
                </Text>
                {a.notes && (
                  <Text size="sm" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
                    {a.notes}
                  </Text>
                )}
              </Stack>
              {canWrite && (
                <Button
                  variant="subtle"
                  size="xs"
                  onClick={() => onEdit(a)}
                  aria-label={t('editLabel', {
                    kind: kindName,
                    date: formatDate(a.date, language),
                  })}
                  style={{ flexShrink: 0 }}
                >
                  {t('edit')}
                </Button>
              )}
            </Group>
          ))}
        </Stack>
      )}
      {canWrite && (
        <Group gap="xs">
          <Button variant="light" size="sm" onClick={onAdd}>
            {t(`add.${kind}`)}
          </Button>
          {extraAction}
        </Group>
      )}
    </TitledCard>
  );
}
