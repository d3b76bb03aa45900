/**
 * One patient in the list: name (opening their chart, for roles that read clinical records),
 * Patient ID, age and sex, with edit and archive. A row of the virtualised list
 * (patient-list.tsx): placed at `top`, `height` tall, every line on one line (ellipsis) so every
 * row has the height the list reserved for it.
 */
import { Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ageOn } from '../../../common/metrics/hr-max';
import type { Patient } from '../../../common/schemas/patient';
import { formatDateTime } from '../../lib/locale-format';
import { paths } from '../../lib/paths';
import { useCanReadRecords, useCanWrite, useWorkspace } from '../clinic';

function ageToday(birthDate: string | null): number | null {
  try {
    return birthDate ? ageOn(birthDate, Date.now()) : null;
  } catch {
    return null; // An odd stored date: show no age rather than fail the list.
  }
}

export const PatientRow = memo(function PatientRow({
  patient,
  onEdit,
  onArchive,
  position,
  setSize,
  top,
  height,
  canRename = false,
}: {
  patient: Patient;
  onEdit: (patient: Patient) => void;
  onArchive: (patient: Patient) => void;
  /** 1-based place in the whole list, and its length: only the rows in view are in the DOM. */
  position: number;
  setSize: number;
  top: number;
  height: number;
  /** The front desk edits identification only: Edit without Archive. */
  canRename?: boolean;
}) {
  const { t, i18n } = useTranslation();
  // A viewer reads the list only: no edit or archive.
  const canWrite = useCanWrite();
  // The front desk sees names only: no chart to open.
  const canReadRecords = useCanReadRecords();
  // In a clinic, who made the last change matters; alone, it is always the clinician.
  const inClinic = useWorkspace().kind === 'clinic';
  const age = ageToday(patient.birthDate);
  const facts = [
    t('patients.idLabel', { id: patient.patientId }),
    age === null ? null : t('patients.age', { count: age }),
    patient.sex === 'unknown' ? null : t(`patients.sexes.${patient.sex}`),
  ].filter(Boolean);
  const actions = canWrite
    ? ([
        { key: 'edit', color: undefined, onClick: () => onEdit(patient) },
        { key: 'archive', color: 'red', onClick: () => onArchive(patient) },
      ] as const)
    : canRename
      ? ([{ key: 'edit', color: undefined, onClick: () => onEdit(patient) }] as const)
      : [];

  return (
    <Paper
      component="li"
      withBorder
      p="sm"
      px="md"
      aria-posinset={position}
      aria-setsize={setSize}
      style={{
        position: 'absolute',
        top: 0,
        left: 0,
        width: '100%',
        height,
        overflow: 'hidden',
        // A transform moves the row without laying the others out again.
        transform: `translateY(${top}px)`,
      }}
    >
      <Group justify="space-between" gap="xs" wrap="nowrap" h="100%">
        <Stack gap={2} miw={0} style={{ flex: '1 1 auto' }}>
          {canReadRecords ? (
            <Anchor
              component={Link}
              to={paths.patientChart(patient.patientId)}
              fw={600}
              truncate="end"
            >
              {patient.patientName}
            </Anchor>
          ) : (
            <Text fw={600} truncate="end">
              {patient.patientName}
            </Text>
          )}
          <Text size="sm" c="gray.7" truncate="end">
            {facts.join(' · ')}
          </Text>
          {inClinic && patient.updatedBy && (
            <Text size="xs" c="gray.7" truncate="end">
              {t('patients.changedBy', {
                // The name is free text anyone can set; the e-mail it was changed with tells who.
                name: patient.updatedBy.email
                  ? `${patient.updatedBy.name} <${patient.updatedBy.email}>`
                  : patient.updatedBy.name,
                when: formatDateTime(patient.updatedAt, i18n.language, {
                  dateStyle: 'short',
                  timeStyle: 'short',
                }),
              })}
            </Text>
          )}
        </Stack>
        <Group gap={4} wrap="nowrap">
          {actions.map(({ key, color, onClick }) => (
            <Button
              key={key}
              variant="subtle"
              color={color}
              size="compact-sm"
              onClick={onClick}
              aria-label={t(`patients.${key}Named`, { name: patient.patientName })}
            >
              {t(`patients.${key}`)}
            </Button>
          ))}
        </Group>
      </Group>
    </Paper>
  );
});
