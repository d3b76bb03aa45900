/**
 * After a reload or a closed tab: the home session that was under way, offered back in plain
 * words — continue it (with the plan it started from; the time away stays a gap) or end it and
 * answer the After form. Once its time is over, only ending is offered.
 */
import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { formatDateTime } from '../../../lib/locale-format';
import type { HomeCheckpoint } from './home-checkpoint';
import { mayContinue } from './home-checkpoint';
import { useSessionTranslation } from './session-i18n';

interface ResumeOfferProps {
  saved: HomeCheckpoint;
  now: number;
  onContinue(): Promise<unknown>;
  onEnd(): Promise<unknown>;
}

const WRAP = { label: { whiteSpace: 'normal', textAlign: 'center' } } as const;

export function ResumeOffer({ saved, now, onContinue, onEnd }: ResumeOfferProps) {
  const { t, i18n } = useSessionTranslation();
  const titleId = useId();
  const [busy, setBusy] = useState<'continue' | 'end' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const goesOn = mayContinue(saved, now);
  const act = (which: 'continue' | 'end', action: () => Promise<unknown>) => {
    setBusy(which);
    setFailure(null);
    action()
      .catch((error: unknown) => setFailure(String(error instanceof Error ? error.message : error)))
      .finally(() => setBusy(null));
  };
  // Long labels wrap at 360 px instead of being cut.
  const big = { size: 'lg', h: 'auto', mih: 56, py: 'xs', styles: WRAP } as const;
  const time = formatDateTime(saved.checkpoint.recording.startedAt, i18n.language, {
    timeStyle: 'short',
  });
  return (
    <Paper withBorder p="lg" radius="md" role="region" aria-labelledby={titleId}>
      <Stack gap="md">
        <Title order={2} fz="h3" id={titleId}>
          {t('resume.title')}
        </Title>
        <Text fz="lg">{goesOn ? t('resume.body', { time }) : t('resume.over')}</Text>
        {failure && (
          <Alert color="red" variant="light" role="alert">
            {t('resume.failed', { message: failure })}
          </Alert>
        )}
        {goesOn && (
          <Button
            {...big}
            loading={busy === 'continue'}
            disabled={busy === 'end'}
            onClick={() => act('continue', onContinue)}
          >
            {t('resume.continue')}
          </Button>
        )}
        <Button
          {...big}
          variant={goesOn ? 'default' : 'filled'}
          loading={busy === 'end'}
          disabled={busy === 'continue'}
          onClick={() => act('end', onEnd)}
        >
          {t('resume.end')}
        </Button>
      </Stack>
    </Paper>
  );
}
