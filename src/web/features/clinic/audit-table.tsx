/** One page or more of audit events as a table: when, who (name and e-mail), what, on whom. */
import { Table, Text } from '@mantine/core';
import { useMemo } from 'react';
import { Link } from 'react-router';
import type { AuditEvent } from '../../../common/schemas/audit';
import { dateTimeFormat } from '../../lib/locale-format';
import { paths } from '../../lib/paths';
import { patientsOfEvent } from './audit-api';
import { detailInWords } from './audit-detail';
import { useAuditTranslation } from './audit-i18n';
import { useClinicTranslation } from './clinic-i18n';

export function AuditTable({
  events,
  names,
}: {
  events: readonly AuditEvent[];
  names: Readonly<Record<string, string>>;
}) {
  const { t, i18n } = useAuditTranslation();
  const { t: tClinic } = useClinicTranslation();
  const when = useMemo(
    () => dateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'medium' }),
    [i18n.language],
  );
  return (
    // Focusable, so a keyboard can scroll the table sideways on a phone (WCAG 2.1.1).
    <Table.ScrollContainer
      minWidth={640}
      scrollAreaProps={{ viewportProps: { tabIndex: 0, 'aria-label': t('title') } }}
    >
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
          {events.map((event) => (
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
                    {detailInWords(event.action, event.detail, (role) => tClinic(`roles.${role}`))}
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
  );
}
