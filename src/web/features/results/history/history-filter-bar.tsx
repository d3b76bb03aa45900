/** Patient (searchable, accents ignored), activity type and a date range for the history. */
import { Box, type ComboboxItem, Grid, type OptionsFilter, Select, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ACTIVITY_TYPES, type ActivityType } from '../../../../common/schemas/activity';
import type { Patient } from '../../../../common/schemas/patient';
import { searchKey } from '../../../../common/text/search-key';
import { RESULTS_NS } from '../results-i18n';
import type { HistoryFilters } from './history-filters';

interface HistoryFilterBarProps {
  filters: HistoryFilters;
  patients: readonly Patient[];
  names: Readonly<Record<string, string>>;
  /** Only the filters that changed: the screen merges them with the latest ones. */
  onChange: (change: Partial<HistoryFilters>) => void;
}

/** Matches name or id, as typed, without regard to accents or case ("joao" finds "João"). */
const patientFilter: OptionsFilter = ({ options, search }) => {
  const wanted = searchKey(search);
  return (options as ComboboxItem[]).filter(
    (option) =>
      searchKey(option.label).includes(wanted) || searchKey(option.value).includes(wanted),
  );
};

export function HistoryFilterBar({ filters, patients, names, onChange }: HistoryFilterBarProps) {
  const { t, i18n } = useTranslation(RESULTS_NS);

  const patientOptions = useMemo(() => {
    const collator = new Intl.Collator(i18n.language, { sensitivity: 'base', numeric: true });
    const options = patients.map((p) => ({ value: p.patientId, label: p.patientName }));
    // A bookmarked patient shows by id until (or unless) the list names them.
    if (filters.patientId && !options.some((o) => o.value === filters.patientId)) {
      options.push({
        value: filters.patientId,
        label: names[filters.patientId] ?? filters.patientId,
      });
    }
    return options.sort((a, b) => collator.compare(a.label, b.label));
  }, [patients, names, filters.patientId, i18n.language]);

  const typeOptions = ACTIVITY_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }));

  return (
    <Box
      component="fieldset"
      style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}
      aria-label={t('filters.label')}
    >
      <Grid gap={{ base: 'xs', sm: 'sm' }}>
        <Grid.Col span={{ base: 12, xs: 6, md: 3 }}>
          <Select
            label={t('filters.patient')}
            placeholder={t('filters.patientPlaceholder')}
            data={patientOptions}
            value={filters.patientId}
            onChange={(patientId) => onChange({ patientId })}
            searchable
            clearable
            filter={patientFilter}
            nothingFoundMessage={t('filters.noPatientMatch')}
            limit={100}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, xs: 6, md: 3 }}>
          <Select
            label={t('filters.type')}
            placeholder={t('filters.typePlaceholder')}
            data={typeOptions}
            value={filters.type}
            onChange={(type) => onChange({ type: type as ActivityType | null })}
            clearable
          />
        </Grid.Col>
        {(['from', 'to'] as const).map((bound) => (
          <Grid.Col key={bound} span={{ base: 6, md: 3 }}>
            <TextInput
              type="date"
              label={t(`filters.${bound}`)}
              value={filters[bound] ?? ''}
              // Each end of the range stays on its side of the other.
              min={bound === 'to' ? (filters.from ?? undefined) : undefined}
              max={bound === 'from' ? (filters.to ?? undefined) : undefined}
              onChange={(event) => onChange({ [bound]: event.currentTarget.value || null })}
            />
          </Grid.Col>
        ))}
      </Grid>
    </Box>
  );
}
