/**
 * The chart's timeline tab: sessions, assessments, prescription versions, reviews and programme
 * starts, and the messages between the clinic and the patient, newest first, each dated; a
 * session opens its report. Records saved here and not yet synced are marked. Member and above
 * write to the patient from here. Messages come a page at a time, the older ones on request,
 * each in its place among the other entries.
 */
import { Anchor, Badge, Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useActiveWorkspace } from '../../lib/active-workspace';
import { formatDateTime } from '../../lib/locale-format';
import { paths } from '../../lib/paths';
import { useMessageThreadPages } from '../messages';
import { useProgrammeRecords } from '../records';
import { useChartTranslation } from './chart-i18n';
import type { ChartTabProps } from './chart-tab-props';
import { usePatientSessions } from './patient-sessions';
import { type TimelineEntry, timelineEntries } from './timeline-entries';
import { TimelineMessageComposer } from './timeline-message-composer';
import { timelineText } from './timeline-text';

const hasTime = (entry: TimelineEntry) => entry.kind !== 'assessment' && entry.kind !== 'programme';

function EntryRow({ entry }: { entry: TimelineEntry }) {
  const { t, i18n } = useChartTranslation();
  const text = timelineText(entry, t);
  const when = formatDateTime(entry.at, i18n.language, {
    dateStyle: 'medium',
    ...(hasTime(entry) ? { timeStyle: 'short' } : {}),
  });
  return (
    <Paper component="li" withBorder p="sm">
      <Stack gap={2}>
        <Group gap="xs" wrap="wrap">
          <Text size="sm" c="gray.7">
            <time dateTime={new Date(entry.at).toISOString()}>{when}</time>
          </Text>
          {text.unsynced && (
            <Badge color="yellow" c="dark" size="sm" tt="none">
              {t('unsynced')}
            </Badge>
          )}
        </Group>
        {entry.kind === 'session' ? (
          <Anchor component={Link} to={paths.activityDetail(entry.session.activityId)} fw={600}>
            {text.title}
          </Anchor>
        ) : (
          <Text fw={600}>{text.title}</Text>
        )}
        {text.lines.map((line) => (
          <Text key={line} size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {line}
          </Text>
        ))}
      </Stack>
    </Paper>
  );
}

export function TimelineTab({ patientId, canWrite }: ChartTabProps) {
  const { t } = useChartTranslation();
  const records = useProgrammeRecords(patientId);
  const sessions = usePatientSessions(patientId);
  // Messages are between a clinic and its patient users: none in a personal workspace.
  const inClinic = useActiveWorkspace().kind === 'clinic';
  const messages = useMessageThreadPages(patientId, inClinic);
  if (records.status === 'loading' || sessions.isPending || (inClinic && messages.isPending)) {
    return (
      <Stack gap="xs" role="status" aria-busy="true" aria-label={t('timeline.loading')}>
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} height={64} radius="md" />
        ))}
      </Stack>
    );
  }
  const shownMessages = messages.data?.pages.flatMap((page) => page.messages) ?? [];
  const entries = timelineEntries(records, sessions.data ?? [], shownMessages);
  return (
    <Stack gap="sm">
      {canWrite && inClinic && <TimelineMessageComposer patientId={patientId} />}
      {sessions.isError && (
        <Text size="sm" c="red.8" role="alert">
          {t('timeline.sessionsFailed')}
        </Text>
      )}
      {messages.isError && !messages.isFetchNextPageError && (
        <Text size="sm" c="red.8" role="alert">
          {t('timeline.messagesFailed')}
        </Text>
      )}
      {entries.length === 0 ? (
        <Paper withBorder p="xl" ta="center">
          <Text c="gray.7" size="sm">
            {t('timeline.empty')}
          </Text>
        </Paper>
      ) : (
        <Stack
          component="ol"
          gap="xs"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={t('timeline.listLabel')}
        >
          {entries.map((entry) => (
            <EntryRow key={entry.key} entry={entry} />
          ))}
        </Stack>
      )}
      {messages.isFetchNextPageError && (
        <Text size="sm" c="red.8" role="alert">
          {t('timeline.olderFailed')}
        </Text>
      )}
      {messages.hasNextPage && (
        <Group>
          <Button
            variant="default"
            loading={messages.isFetchingNextPage}
            aria-busy={messages.isFetchingNextPage}
            onClick={() => void messages.fetchNextPage()}
          >
            {t('timeline.olderMessages')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
