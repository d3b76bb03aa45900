/**
 * /me, the patient's Today (PRODUCT.md section 12): from `GET /api/home/today`, the day's plan
 * (the session's parts, the heart-rate band in numbers and in words, the effort in words, the
 * sessions this week against the prescription) and a big Start; or, when there is no session
 * today, why in plain words and what to do. Without the consent, the consent itself. Above it,
 * a session interrupted by a reload and the sessions still waiting for their After forms.
 */
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import type { HomeRefusal } from '../../../../common/home/home-eligibility';
import type { HomePlan } from '../../../../common/schemas/home-today';
import { QueryBoundary } from '../../../components/query-boundary';
import { paths } from '../../../lib/paths';
import { useMeTranslation } from '../me-i18n';
import { useHomeToday } from '../me-queries';
import { borgRangeWords } from '../me-words';
import { ReasonCard } from '../reason-card';
import { WeekBar } from '../week-bar';
import { ConsentCard, WithdrawConsent } from './consent-card';

// Its own chunk: /me's first load stays within its JS budget.
const ReminderCard = lazy(async () => ({
  default: (await import('../reminders/reminder-card')).ReminderCard,
}));
/**
 * A session interrupted by a reload, and those waiting for their After forms: read from the
 * device by the session's chunk, loaded after Today's first screen (the /me budget).
 */
const HomePending = lazy(() =>
  import('../session/home-pending').then((module) => ({ default: module.HomePending })),
);

export function TodayScreen() {
  const { t } = useMeTranslation();
  const today = useHomeToday();
  return (
    <Stack gap="lg">
      <Title order={1}>{t('today.title')}</Title>
      <Suspense fallback={null}>
        <HomePending />
      </Suspense>
      <QueryBoundary read={today} loadingLabel={t('today.loading')} errorTitle={t('today.error')}>
        {(day) =>
          day.allowed ? (
            <PlanView plan={day} />
          ) : day.reason === 'no_consent' ? (
            <ConsentCard />
          ) : (
            <RefusalView reason={day.reason} />
          )
        }
      </QueryBoundary>
    </Stack>
  );
}

function RefusalView({ reason }: { reason: HomeRefusal }) {
  // A patient who has consented may withdraw; revoked access has nothing left to withdraw.
  const mayWithdraw = reason !== 'revoked';
  return (
    <Stack gap="md">
      <ReasonCard reason={reason} />
      {mayWithdraw && (
        <Group>
          <WithdrawConsent />
        </Group>
      )}
    </Stack>
  );
}

function PlanView({ plan }: { plan: HomePlan }) {
  const { t } = useMeTranslation();
  const done = plan.sessionsThisWeek.home + plan.sessionsThisWeek.clinic;
  const total = plan.sessionsPerWeek;
  return (
    <Stack gap="md">
      <Paper withBorder p="lg" radius="md">
        <Stack gap="sm">
          <Title order={2} fz="h3">
            {t('today.planTitle')}
          </Title>
          <Text>
            {t('today.modality', { modality: t(`modality.${plan.prescription.modality}`) })}
          </Text>
          <Text>
            {t('today.minutes', {
              warmUp: plan.phases.warmUpMin,
              conditioning: plan.phases.conditioningMin,
              coolDown: plan.phases.coolDownMin,
            })}
          </Text>
        </Stack>
      </Paper>
      <BandCard plan={plan} />
      {plan.borg && <BorgCard low={plan.borg.low} high={plan.borg.high} />}
      <Paper withBorder p="lg" radius="md">
        <Stack gap="xs">
          <Title order={2} fz="h3">
            {t('today.weekTitle')}
          </Title>
          <Text fz="lg" fw={600}>
            {t('today.week', { done, count: total })}
          </Text>
          <WeekBar done={done} target={total} label={t('today.week', { done, count: total })} />
          <Text c="gray.8">
            {t('today.weekHomeClinic', {
              home: plan.sessionsThisWeek.home,
              clinic: plan.sessionsThisWeek.clinic,
            })}
          </Text>
        </Stack>
      </Paper>
      <Button component={Link} to={paths.meCheckIn()} size="xl" h={64} fz="xl">
        {t('today.start')}
      </Button>
      <Suspense fallback={null}>
        <ReminderCard />
      </Suspense>
      <Group>
        <WithdrawConsent />
      </Group>
    </Stack>
  );
}

function BandCard({ plan }: { plan: HomePlan }) {
  const { t } = useMeTranslation();
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="xs">
        <Title order={2} fz="h3">
          {t('today.bandTitle')}
        </Title>
        {plan.band ? (
          <>
            <Text fz={32} fw={700} c="ritmo.9" lh={1.2}>
              {t('today.bandBpm', { low: plan.band.lowBpm, high: plan.band.highBpm })}
            </Text>
            <Text fz="lg">
              {t('today.bandWords', { low: plan.band.lowBpm, high: plan.band.highBpm })}
            </Text>
          </>
        ) : (
          <Text fz="lg">{t('today.noBand')}</Text>
        )}
        {plan.safetyMaxBpm !== null && (
          <Text fw={600} c="red.9">
            {t('today.safetyMax', { max: plan.safetyMaxBpm })}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

function BorgCard({ low, high }: { low: number; high: number }) {
  const { t } = useMeTranslation();
  const [from, to] = borgRangeWords(low, high).map((word) => t(`borg.${word}`));
  const words = to ? t('borg.join', { from, to }) : from;
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="xs">
        <Title order={2} fz="h3">
          {t('today.borgTitle')}
        </Title>
        <Text fz="lg">{t('today.borgWords', { low, high, words })}</Text>
      </Stack>
    </Paper>
  );
}
