/**
 * /me/check-in, before every home session (PRODUCT.md section 12): the red-flag questions as
 * large yes/no choices (the heart-failure ones only where the plan says so), optional blood
 * pressure, heart rate and glucose (with diabetes). The check-in goes through the outbox (offline
 * it waits and goes later). A red flag — worked out here with the server's own rule, so offline
 * too — shows the advice and no session today; all clear opens the guided session.
 */
import { Alert, Button, Group, NumberInput, Paper, Radio, Stack, Text, Title } from '@mantine/core';
import { type UseFormReturnType, useForm } from '@mantine/form';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { apiPaths } from '../../../../common/api/api-paths';
import { type HomeRefusal, isHomeRefusal } from '../../../../common/home/home-eligibility';
import { redFlagsOf } from '../../../../common/home/red-flags';
import {
  type CheckInQuestion,
  checkInAnswersSchema,
  type RedFlag,
} from '../../../../common/schemas/home-check-in';
import type { HomePlan } from '../../../../common/schemas/home-today';
import { QueryBoundary } from '../../../components/query-boundary';
import { homeSessionPaths } from '../../../lib/paths';
import { homeCheckInEntityKey, queueAndSend } from '../../sync';
import { useMeTranslation } from '../me-i18n';
import { useHomeToday } from '../me-queries';
import { ReasonCard } from '../reason-card';
import { AdviceView } from './advice-view';
import {
  answersOf,
  type CheckInValues,
  emptyCheckInValues,
  questionsFor,
  type Reading,
  readingsFor,
  unansweredOf,
} from './check-in-answers';

export function CheckInScreen() {
  const { t } = useMeTranslation();
  const today = useHomeToday();
  // Held here, above the day's read: the check-in itself makes the day read again (a red flag
  // closes it), and the advice must stay on screen.
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  return (
    <Stack gap="lg">
      <Title order={1}>{t('checkIn.title')}</Title>
      {outcome ? (
        <OutcomeView outcome={outcome} />
      ) : (
        <QueryBoundary read={today} loadingLabel={t('today.loading')} errorTitle={t('today.error')}>
          {(day) =>
            day.allowed ? (
              <CheckInForm plan={day} onOutcome={setOutcome} />
            ) : (
              <ReasonCard reason={day.reason} />
            )
          }
        </QueryBoundary>
      )}
    </Stack>
  );
}

type Outcome = { kind: 'advice'; flags: RedFlag[] } | { kind: 'refused'; reason: HomeRefusal };

function OutcomeView({ outcome }: { outcome: Outcome }) {
  if (outcome.kind === 'advice') return <AdviceView flags={outcome.flags} />;
  return <ReasonCard reason={outcome.reason} />;
}

function CheckInForm({
  plan,
  onOutcome,
}: {
  plan: HomePlan;
  onOutcome: (outcome: Outcome) => void;
}) {
  const { t } = useMeTranslation();
  const navigate = useNavigate();
  const questions = questionsFor(plan.checkIn);
  const readings = readingsFor(plan.checkIn);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const form = useForm<CheckInValues>({
    mode: 'controlled',
    initialValues: emptyCheckInValues(),
    validate: (values) => {
      const errors: Record<string, string> = {};
      for (const question of unansweredOf(values, questions)) {
        errors[question] = t('checkIn.unanswered');
      }
      const parsed = checkInAnswersSchema.safeParse(answersOf(values));
      if (!parsed.success) {
        for (const issue of parsed.error.issues) {
          const field = String(issue.path[0]);
          errors[field] ??= t('checkIn.outOfRange');
        }
      }
      return errors;
    },
  });

  const send = async (values: CheckInValues) => {
    setBusy(true);
    setFailed(null);
    const answers = answersOf(values);
    const flags = redFlagsOf(answers);
    const checkInId = crypto.randomUUID();
    try {
      const result = await queueAndSend({
        entityKey: homeCheckInEntityKey(checkInId),
        method: 'PUT',
        path: apiPaths.homeCheckIn(checkInId),
        body: { answers, at: Date.now() },
      });
      // The clinic learns of a red flag from the check-in; the patient's advice does not wait.
      if (flags.length > 0) return onOutcome({ kind: 'advice', flags });
      if (result.state === 'refused') {
        const reason = result.error.details[0]?.message ?? '';
        if (isHomeRefusal(reason)) return onOutcome({ kind: 'refused', reason });
        setFailed(t('checkIn.notAllowed'));
        return;
      }
      navigate(homeSessionPaths.session(), { state: { checkInId } });
    } catch {
      setFailed(t('checkIn.notAllowed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={form.onSubmit((values) => void send(values))} noValidate>
      <Stack gap="lg">
        <Text fz="lg">{t('checkIn.intro')}</Text>
        {questions.map((question) => (
          <YesNoQuestion key={question} question={question} inputProps={form.getInputProps} />
        ))}
        <Paper withBorder p="lg" radius="md">
          <Stack gap="md">
            <Title order={2} fz="h3">
              {t('checkIn.readings')}
            </Title>
            <Text c="gray.8">{t('checkIn.readingsHint')}</Text>
            {readings.map((reading) => (
              <ReadingInput key={reading} reading={reading} inputProps={form.getInputProps} />
            ))}
          </Stack>
        </Paper>
        {failed && (
          <Alert color="red" variant="light" role="alert">
            {failed}
          </Alert>
        )}
        <Button type="submit" size="xl" h={64} fz="xl" loading={busy}>
          {t('checkIn.continue')}
        </Button>
      </Stack>
    </form>
  );
}

type InputPropsOf = UseFormReturnType<CheckInValues>['getInputProps'];

function YesNoQuestion({
  question,
  inputProps,
}: {
  question: CheckInQuestion;
  inputProps: InputPropsOf;
}) {
  const { t } = useMeTranslation();
  const props = inputProps(question);
  return (
    <Paper withBorder p="md" radius="md">
      <Radio.Group
        name={question}
        label={t(`checkIn.questions.${question}`)}
        labelProps={{ fz: 'lg', fw: 600, mb: 'sm' }}
        value={props.value as string}
        onChange={props.onChange}
        error={props.error}
      >
        <Group grow gap="sm">
          {(['no', 'yes'] as const).map((answer) => (
            <Radio.Card
              key={answer}
              value={answer}
              radius="md"
              p="md"
              mih={56}
              data-answer={answer}
            >
              <Group gap="sm" wrap="nowrap">
                <Radio.Indicator />
                <Text fz="lg" fw={600}>
                  {t(`checkIn.${answer}`)}
                </Text>
              </Group>
            </Radio.Card>
          ))}
        </Group>
      </Radio.Group>
    </Paper>
  );
}

function ReadingInput({ reading, inputProps }: { reading: Reading; inputProps: InputPropsOf }) {
  const { t } = useMeTranslation();
  return (
    <NumberInput
      label={t(`checkIn.${reading}`)}
      size="lg"
      inputMode="numeric"
      allowDecimal={false}
      allowNegative={false}
      {...inputProps(reading)}
    />
  );
}
