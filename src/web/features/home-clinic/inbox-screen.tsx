/**
 * /inbox — the home sessions to review (issue 40), most serious first as the server ranks them:
 * each row says whose, what and why in words, opens the session (the session screen, marked
 * "home") or the chart, and is marked reviewed with one action (members and above; a viewer
 * reads). A reviewed row stays in place, marked, until the screen is opened again.
 */
import { Alert, Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import type { InboxItem } from '../../../common/schemas/home-inbox';
import { QueryBoundary } from '../../components/query-boundary';
import { formatDateTime } from '../../lib/locale-format';
import { paths } from '../../lib/paths';
import { invalidateServerQuery, useServerQuery } from '../../lib/server-state';
import { useWorkspace } from '../clinic';
import { fetchInboxPage, reviewInboxRow } from './home-clinic-api';
import { useHomeClinicTranslation } from './home-clinic-i18n';
import { inboxReasonWords } from './inbox-words';

const PAGE = 25;
const MAX_ROWS = 100;

/** Red for what may be unsafe, orange for exertion beyond the prescription, grey otherwise. */
const rankColour = (rank: number) => (rank <= 2 ? 'red.7' : rank <= 4 ? 'orange.6' : 'gray.4');

type Review = 'busy' | 'done' | 'failed';

function InboxRow({
  item,
  canWrite,
  review,
  onReview,
}: {
  item: InboxItem;
  canWrite: boolean;
  review: Review | undefined;
  onReview: () => void;
}) {
  const { t, i18n } = useHomeClinicTranslation();
  const when = formatDateTime(item.at, i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Paper
      component="li"
      withBorder
      p="sm"
      data-testid="inbox-row"
      data-reason={item.reason}
      style={{
        borderLeft: `4px solid var(--mantine-color-${rankColour(item.rank).replace('.', '-')})`,
      }}
    >
      <Stack gap={4}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Anchor component={Link} to={paths.patientChart(item.patientId, 'home')} fw={700}>
            {item.patientName}
          </Anchor>
          <Text size="sm" c="gray.7">
            {t(`inbox.kinds.${item.kind}`)} · {when}
          </Text>
        </Group>
        <Text size="sm">{inboxReasonWords(item, t, i18n.language)}</Text>
        <Group gap="sm" wrap="wrap">
          {item.activityId && (
            <Anchor component={Link} to={paths.activityDetail(item.activityId)} size="sm">
              {t('inbox.openSession')}
            </Anchor>
          )}
          {canWrite &&
            (review === 'done' ? (
              <Text size="sm" fw={600} c="teal.9" role="status">
                ✓ {t('inbox.reviewed')}
              </Text>
            ) : (
              <Button
                size="xs"
                variant="light"
                loading={review === 'busy'}
                onClick={onReview}
                aria-label={t('inbox.reviewFor', { name: item.patientName })}
              >
                {t('inbox.review')}
              </Button>
            ))}
        </Group>
        {review === 'failed' && (
          <Alert color="red" variant="light" role="alert" p="xs">
            {t('inbox.reviewFailed')}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}

export function InboxScreen() {
  const { t } = useHomeClinicTranslation();
  const { canWrite } = useWorkspace();
  const [limit, setLimit] = useState(PAGE);
  const [reviews, setReviews] = useState<Record<string, Review>>({});
  const page = useServerQuery({
    key: ['home-inbox', 'page', limit],
    read: () => fetchInboxPage(null, limit),
  });
  const review = async (itemId: string) => {
    setReviews((all) => ({ ...all, [itemId]: 'busy' }));
    try {
      await reviewInboxRow(itemId);
      setReviews((all) => ({ ...all, [itemId]: 'done' }));
      await invalidateServerQuery(['home-inbox', 'count']);
    } catch {
      setReviews((all) => ({ ...all, [itemId]: 'failed' }));
    }
  };
  return (
    <Stack gap="md">
      <Anchor component={Link} to={paths.home()} size="sm">
        ← {t('inbox.back')}
      </Anchor>
      <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
        {t('inbox.title')}
      </Title>
      <Text size="sm" c="gray.8">
        {t('inbox.intro')}
      </Text>
      {!canWrite && (
        <Text size="sm" c="gray.7">
          {t('inbox.readOnly')}
        </Text>
      )}
      <QueryBoundary
        read={page}
        loadingLabel={t('inbox.loading')}
        errorTitle={t('inbox.loadFailed')}
        isEmpty={(answer) => answer.items.length === 0}
        empty={
          <Alert color="teal" variant="light">
            {t('inbox.empty')}
          </Alert>
        }
      >
        {(answer) => (
          <Stack gap="sm">
            <Stack
              component="ul"
              aria-label={t('inbox.listLabel')}
              gap="sm"
              style={{ listStyle: 'none', padding: 0, margin: 0 }}
            >
              {answer.items.map((item) => (
                <InboxRow
                  key={item.itemId}
                  item={item}
                  canWrite={canWrite}
                  review={reviews[item.itemId]}
                  onReview={() => void review(item.itemId)}
                />
              ))}
            </Stack>
            {answer.nextCursor !== null && limit < MAX_ROWS && (
              <Group>
                <Button variant="default" onClick={() => setLimit((n) => n + PAGE)}>
                  {t('inbox.more')}
                </Button>
              </Group>
            )}
          </Stack>
        )}
      </QueryBoundary>
    </Stack>
  );
}
