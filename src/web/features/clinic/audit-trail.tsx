/**
 * Settings → Clinic → Audit trail (owners and admins): who changed or looked at which patient's
 * records, when and from where, filtered by member, patient, action and dates, paged newest
 * first, and exported as CSV with the same filters.
 */
import {
  Alert,
  Button,
  Group,
  Loader,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AUDIT_ACTIONS, type AuditAction, type AuditEvent } from '../../../common/schemas/audit';
import { useCsvExport, WRAPPING_BUTTON } from '../../lib/csv-export';
import { dataErrorMessage } from '../../lib/error-message';
import { paths } from '../../lib/paths';
import {
  type AuditFilterInput,
  type AuditFilters,
  auditCsvUrl,
  fetchAuditPage,
  filtersFromInput,
  NO_AUDIT_FILTERS,
  patientsOfEvent,
} from './audit-api';
import { detailInWords } from './audit-detail';
import { useAuditTranslation } from './audit-i18n';
import { useClinicTranslation } from './clinic-i18n';

export interface AuditMember {
  userId: string;
  name: string;
}

type PageState =
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  | { status: 'ready'; events: AuditEvent[]; nextCursor: string | null; loadingMore: boolean };

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
  const { t, i18n } = useAuditTranslation();
  const { t: tClinic } = useClinicTranslation();
  const { t: tApp } = useTranslation();
  const csvExport = useCsvExport();
  const { patients, names } = directory;
  const [input, setInput] = useState<AuditFilterInput>(NO_AUDIT_FILTERS);
  const [state, setState] = useState<PageState>({ status: 'loading' });
  const filters = filtersFromInput(input);
  const filterKey = JSON.stringify(filters);

  const load = useCallback(async (chosen: AuditFilters, cursor: string | null) => {
    try {
      const page = await fetchAuditPage(chosen, cursor);
      setState((previous) => ({
        status: 'ready',
        events:
          cursor && previous.status === 'ready'
            ? [...previous.events, ...page.events]
            : page.events,
        nextCursor: page.nextCursor,
        loadingMore: false,
      }));
    } catch (error) {
      setState({ status: 'error', error });
    }
  }, []);

  useEffect(() => {
    const chosen = JSON.parse(filterKey) as AuditFilters | 'bad-range';
    if (chosen === 'bad-range') return;
    setState({ status: 'loading' });
    void load(chosen, null);
  }, [filterKey, load]);

  const when = useMemo(
    () => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'medium' }),
    [i18n.language],
  );
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
  const actionOptions = AUDIT_ACTIONS.map((action) => ({
    value: action,
    label: t(`actions.${action}`),
  }));
  const set = (change: Partial<AuditFilterInput>) =>
    setInput((current) => ({ ...current, ...change }));

  return (
    <Stack gap="sm">
      <Text size="sm">{t('intro')}</Text>
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
          <Button variant="subtle" onClick={() => setInput(NO_AUDIT_FILTERS)}>
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
      {state.status === 'loading' && <Loader size="sm" aria-label={t('loading')} />}
      {state.status === 'error' && (
        <Alert color="red" variant="light" role="alert" title={t('loadFailed')}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{dataErrorMessage(state.error, tApp)}</Text>
            <Button
              size="xs"
              variant="white"
              color="red"
              onClick={() => filters !== 'bad-range' && void load(filters, null)}
            >
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
          <Table.ScrollContainer minWidth={640}>
            <Table striped highlightOnHover aria-label={t('title')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('columns.when')}</Table.Th>
                  <Table.Th>{t('columns.who')}</Table.Th>
                  <Table.Th>{t('columns.action')}</Table.Th>
                  <Table.Th>{t('columns.patient')}</Table.Th>
                  <Table.Th>{t('columns.session')}</Table.Th>
                  <Table.Th>{t('columns.address')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {state.events.map((event) => (
                  <Table.Tr key={event.eventId}>
                    <Table.Td>{when.format(event.at)}</Table.Td>
                    <Table.Td>
                      {event.actorName || event.actorId}
                      {/* A display name is free text anyone can set; the e-mail tells who. */}
                      {event.actorEmail && (
                        <Text size="xs" c="dimmed">
                          {event.actorEmail}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      {t(`actions.${event.action}`)}
                      {event.detail && (
                        <Text size="xs" c="dimmed">
                          {detailInWords(event.action, event.detail, (role) =>
                            tClinic(`roles.${role}`),
                          )}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>{patientsOfEvent(event, names).join(', ') || '—'}</Table.Td>
                    <Table.Td>
                      {event.activityId ? (
                        <Link to={paths.activityDetail(event.activityId)}>{t('openSession')}</Link>
                      ) : (
                        '—'
                      )}
                    </Table.Td>
                    <Table.Td>{event.address}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Group justify="space-between">
            <Text size="xs" c="dimmed" aria-live="polite">
              {t('count', { count: state.events.length })}
            </Text>
            {state.nextCursor && filters !== 'bad-range' && (
              <Button
                variant="light"
                loading={state.loadingMore}
                onClick={() => {
                  setState({ ...state, loadingMore: true });
                  void load(filters, state.nextCursor);
                }}
              >
                {t('more')}
              </Button>
            )}
          </Group>
        </>
      )}
    </Stack>
  );
}
