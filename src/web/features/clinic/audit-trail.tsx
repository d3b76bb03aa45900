/**
 * Settings → Clinic → Audit trail (owners and admins): who changed or looked at which patient's
 * records, when and from where, filtered by member, patient, action and dates, paged newest
 * first, and exported as CSV with the same filters.
 */
import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dataErrorMessage } from '../../lib/error-message';
import { type AuditFilterInput, filtersFromInput, NO_AUDIT_FILTERS } from './audit-api';
import { AuditFilterFields } from './audit-filters';
import { useAuditTranslation } from './audit-i18n';
import { AuditTable } from './audit-table';
import { useAuditPages } from './use-audit-pages';

export interface AuditMember {
  userId: string;
  name: string;
}

/** The workspace's patients, for the filter and for naming them (passed in: see settings). */
export interface AuditPatients {
  patients: readonly { patientId: string; patientName: string }[];
  names: Readonly<Record<string, string>>;
}

export function AuditTrail({
  members,
  directory,
}: {
  members: readonly AuditMember[];
  directory: AuditPatients;
}) {
  const { t } = useAuditTranslation();
  const { t: tApp } = useTranslation();
  const { patients, names } = directory;
  const [input, setInput] = useState<AuditFilterInput>(NO_AUDIT_FILTERS);
  const filters = filtersFromInput(input);
  const { state, reload, loadMore } = useAuditPages(filters);

  const memberOptions = useMemo(() => {
    const byId = new Map(members.map((m) => [m.userId, m.name]));
    // Removed members keep their entries: they stay choosable by the name those entries carry.
    if (state.status === 'ready') {
      for (const event of state.events)
        if (!byId.has(event.actorId)) byId.set(event.actorId, event.actorName);
    }
    return [...byId].map(([value, label]) => ({ value, label: label || value }));
  }, [members, state]);
  const patientOptions = useMemo(
    () => patients.map((p) => ({ value: p.patientId, label: `${p.patientName} (${p.patientId})` })),
    [patients],
  );

  return (
    <Stack gap="sm">
      <Text size="sm">{t('intro')}</Text>
      <AuditFilterFields
        input={input}
        onInput={setInput}
        filters={filters}
        memberOptions={memberOptions}
        patientOptions={patientOptions}
      />
      {state.status === 'loading' && (
        <Loader size="sm" aria-busy="true" aria-label={t('loading')} />
      )}
      {state.status === 'error' && (
        <Alert color="red" variant="light" role="alert" title={t('loadFailed')}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{dataErrorMessage(state.error, tApp)}</Text>
            <Button size="xs" variant="white" color="red" onClick={reload}>
              {t('retry')}
            </Button>
          </Stack>
        </Alert>
      )}
      {state.status === 'ready' && state.events.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('empty')}
        </Text>
      )}
      {state.status === 'ready' && state.events.length > 0 && (
        <>
          <AuditTable events={state.events} names={names} />
          <Group justify="space-between">
            <Text size="xs" c="dimmed" aria-live="polite">
              {t('count', { count: state.events.length })}
            </Text>
            {state.nextCursor && filters !== 'bad-range' && (
              <Button variant="light" loading={state.loadingMore} onClick={loadMore}>
                {t('more')}
              </Button>
            )}
          </Group>
        </>
      )}
    </Stack>
  );
}
