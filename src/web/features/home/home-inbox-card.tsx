/**
 * Home's "Home sessions" card (issue 40): how many home sessions, red-flag check-ins and overdue
 * patients wait for review, and the way to the inbox. Only the count is read here
 * (`/api/home/inbox/count`, names no patient), and the inbox screen is its own chunk, so Home's
 * first load stays within its budget.
 */
import { Anchor, Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { apiPaths } from '../../../common/api/api-paths';
import { QueryBoundary } from '../../components/query-boundary';
import { TitledCard } from '../../components/titled-card';
import { apiRequest } from '../../lib/api-client';
import { paths } from '../../lib/paths';
import { useServerQuery } from '../../lib/server-state';

const countSchema = z.object({ total: z.number() });
/** The inbox screen reads this key again after a review. */
const COUNT_KEY = ['home-inbox', 'count'] as const;

export function HomeInboxCard() {
  const { t } = useTranslation();
  const count = useServerQuery({
    key: COUNT_KEY,
    read: () => apiRequest(apiPaths.homeInboxCount(), { schema: countSchema }),
  });
  return (
    <TitledCard p="md" title={t('home.inboxTitle')} data-testid="home-inbox-card">
      <QueryBoundary
        read={count}
        loadingLabel={t('home.inboxLoading')}
        loading={<Loader size="sm" aria-busy="true" aria-label={t('home.inboxLoading')} />}
        errorTitle={t('home.inboxFailed')}
      >
        {({ total }) => (
          <>
            <Text size="sm" fw={total > 0 ? 700 : 400}>
              {t('home.inboxCount', { count: total })}
            </Text>
            <Anchor component={Link} to={paths.homeInbox()} size="sm">
              {t('home.inboxOpen')}
            </Anchor>
          </>
        )}
      </QueryBoundary>
    </TitledCard>
  );
}
