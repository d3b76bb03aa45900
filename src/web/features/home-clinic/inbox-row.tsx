/**
 * One row of the review inbox (issue 40): whose, what and why in words, the session to open, and
 * the review: at once, or with a short message to the patient (the form opens in the row and
 * closes into it, so the keyboard carries on from the row).
 */
import { Alert, Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import type { InboxItem } from '../../../common/schemas/home-inbox';
import { formatDateTime } from '../../lib/locale-format';
import { paths } from '../../lib/paths';
import { useHomeClinicTranslation } from './home-clinic-i18n';
import { InboxReviewForm } from './inbox-review-form';
import { inboxReasonWords } from './inbox-words';

/** Red for what may be unsafe, orange for exertion beyond the prescription, grey otherwise. */
const rankColour = (rank: number) => (rank <= 2 ? 'red.7' : rank <= 4 ? 'orange.6' : 'gray.4');

export type Review = 'busy' | 'done' | 'sent' | 'failed';

export function InboxRow({
  item,
  canWrite,
  review,
  onReview,
  onReviewWithMessage,
}: {
  item: InboxItem;
  canWrite: boolean;
  review: Review | undefined;
  onReview: () => void;
  onReviewWithMessage: (message: string) => Promise<void>;
}) {
  const { t, i18n } = useHomeClinicTranslation();
  const [writing, setWriting] = useState(false);
  const row = useRef<HTMLLIElement>(null);
  const when = formatDateTime(item.at, i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  // The form closes into the row it belongs to, so the keyboard carries on from there.
  const closeForm = () => {
    setWriting(false);
    row.current?.focus();
  };
  const reviewed = review === 'done' || review === 'sent';
  return (
    <Paper
      component="li"
      ref={row}
      tabIndex={-1}
      aria-label={item.patientName}
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
            (reviewed ? (
              <Text size="sm" fw={600} c="teal.9" role="status">
                ✓ {t(review === 'sent' ? 'inbox.reviewedWithMessage' : 'inbox.reviewed')}
              </Text>
            ) : (
              !writing && (
                <>
                  <Button
                    size="xs"
                    variant="light"
                    loading={review === 'busy'}
                    onClick={onReview}
                    aria-label={t('inbox.reviewFor', { name: item.patientName })}
                  >
                    {t('inbox.review')}
                  </Button>
                  <Button
                    size="xs"
                    variant="subtle"
                    disabled={review === 'busy'}
                    onClick={() => setWriting(true)}
                    aria-label={t('inbox.withMessageFor', { name: item.patientName })}
                  >
                    {t('inbox.withMessage')}
                  </Button>
                </>
              )
            ))}
        </Group>
        {canWrite && writing && !reviewed && (
          <InboxReviewForm
            item={item}
            onCancel={closeForm}
            onReview={async (message) => {
              await onReviewWithMessage(message);
              closeForm();
            }}
          />
        )}
        {review === 'failed' && (
          <Alert color="red" variant="light" role="alert" p="xs">
            {t('inbox.reviewFailed')}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
