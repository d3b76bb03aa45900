/**
 * /inbox — the home sessions to review (issue 40), most serious first as the server ranks them:
 * each row says whose, what and why in words, opens the session (the session screen, marked
 * "home") or the chart, and is marked reviewed with one action, or with a short message to the
 * patient (members and above; a viewer reads). A reviewed row stays in place, marked, until the
 * screen is opened again.
 */
import { Alert, Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import type { InboxItem } from '../../../common/schemas/home-inbox';
import { QueryBoundary } from '../../components/query-boundary';
import { paths } from '../../lib/paths';
import { invalidateServerQuery, useServerQuery } from '../../lib/server-state';
import { useWorkspace } from '../clinic';
import { messageThreadKey } from '../messages';
import { fetchInboxPage, reviewInboxRow } from './home-clinic-api';
import { useHomeClinicTranslation } from './home-clinic-i18n';
import { InboxRow, type Review } from './inbox-row';

const PAGE = 25;
const MAX_ROWS = 100;

export function InboxScreen() {
  const { t } = useHomeClinicTranslation();
  const { canWrite } = useWorkspace();
  const [limit, setLimit] = useState(PAGE);
  const [reviews, setReviews] = useState<Record<string, Review>>({});
  const page = useServerQuery({
    key: ['home-inbox', 'page', limit],
    read: () => fetchInboxPage(null, limit),
  });
  const reviewWithMessage = async (item: InboxItem, message: string) => {
    await reviewInboxRow(item.itemId, message);
    setReviews((all) => ({ ...all, [item.itemId]: 'sent' }));
    await Promise.all([
      invalidateServerQuery(['home-inbox', 'count']),
      invalidateServerQuery(messageThreadKey(item.patientId)),
    ]);
  };
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
                  onReviewWithMessage={(message) => reviewWithMessage(item, message)}
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
