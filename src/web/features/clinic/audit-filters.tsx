/** The audit trail's filters (member, patient, action, dates) and its CSV link with them. */
import { Button, Group, Select, TextInput, VisuallyHidden } from '@mantine/core';
import { AUDIT_ACTIONS, type AuditAction } from '../../../common/schemas/audit';
import { useCsvExport, WRAPPING_BUTTON } from '../../lib/csv-export';
import {
  type AuditFilterInput,
  type AuditFilters,
  auditCsvUrl,
  NO_AUDIT_FILTERS,
} from './audit-api';
import { useAuditTranslation } from './audit-i18n';

export interface AuditFilterProps {
  input: AuditFilterInput;
  onInput(input: AuditFilterInput): void;
  filters: AuditFilters | 'bad-range';
  memberOptions: { value: string; label: string }[];
  patientOptions: { value: string; label: string }[];
}

export function AuditFilterFields({
  input,
  onInput,
  filters,
  memberOptions,
  patientOptions,
}: AuditFilterProps) {
  const { t } = useAuditTranslation();
  const csvExport = useCsvExport();
  const actionOptions = AUDIT_ACTIONS.map((action) => ({
    value: action,
    label: t(`actions.${action}`),
  }));
  const set = (change: Partial<AuditFilterInput>) => onInput({ ...input, ...change });
  return (
    <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
      <VisuallyHidden component="legend">{t('filters.legend')}</VisuallyHidden>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select
          label={t('filters.member')}
          placeholder={t('filters.anyMember')}
          data={memberOptions}
          value={input.actorId}
          onChange={(actorId) => set({ actorId })}
          clearable
          w={{ base: '100%', xs: 200 }}
        />
        <Select
          label={t('filters.patient')}
          placeholder={t('filters.anyPatient')}
          data={patientOptions}
          value={input.patientId}
          onChange={(patientId) => set({ patientId })}
          searchable
          clearable
          w={{ base: '100%', xs: 220 }}
        />
        <Select
          label={t('filters.action')}
          placeholder={t('filters.anyAction')}
          data={actionOptions}
          value={input.action}
          onChange={(action) => set({ action: action as AuditAction | null })}
          clearable
          w={{ base: '100%', xs: 220 }}
        />
        <TextInput
          type="date"
          label={t('filters.from')}
          value={input.fromDay}
          onChange={(e) => set({ fromDay: e.currentTarget.value })}
          w={{ base: '47%', xs: 160 }}
        />
        <TextInput
          type="date"
          label={t('filters.to')}
          value={input.toDay}
          onChange={(e) => set({ toDay: e.currentTarget.value })}
          error={filters === 'bad-range' ? t('filters.badRange') : undefined}
          w={{ base: '47%', xs: 160 }}
        />
        <Button variant="subtle" onClick={() => onInput(NO_AUDIT_FILTERS)}>
          {t('filters.clear')}
        </Button>
        {filters !== 'bad-range' && (
          <Button
            component="a"
            href={auditCsvUrl(filters, { dialect: csvExport.dialect, tz: csvExport.timeZone })}
            download
            variant="light"
            {...WRAPPING_BUTTON}
          >
            {t('csv')} ({csvExport.dialectLabel})
          </Button>
        )}
      </Group>
    </fieldset>
  );
}
