/**
 * The patient's opt-in to session reminders on this device (PRODUCT.md section 12), a lazy
 * chunk of /me: the time to be reminded, on and off; on an iPhone outside the Home Screen, how
 * to add the app there first (iOS 16.4+), since Safari tabs receive no push.
 */
import { Alert, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { REMINDER_TIME } from '../../../../common/schemas/push-subscription';
import { useNamespaceTranslation } from '../../../lib/use-namespace-translation';
import en from '../../../locales/en/me-reminders.json';
import ptBR from '../../../locales/pt-BR/me-reminders.json';
import { pushSupportOf, storedReminder, turnOffReminders, turnOnReminders } from './push-device';

type CardState = 'loading' | 'off' | 'on' | 'denied' | 'failed';
const DEFAULT_TIME = '08:00';

export function ReminderCard() {
  const { t, i18n } = useNamespaceTranslation('me-reminders', { en, 'pt-BR': ptBR });
  const support = pushSupportOf(navigator, window);
  const [state, setState] = useState<CardState>('loading');
  const [time, setTime] = useState(DEFAULT_TIME);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (support !== 'supported') return;
    let live = true;
    storedReminder()
      .then((stored) => {
        if (!live) return;
        if (stored?.reminder) setTime(stored.reminder.time);
        setState(stored ? 'on' : 'off');
      })
      .catch(() => live && setState('off'));
    return () => {
      live = false;
    };
  }, [support]);

  async function change(on: boolean) {
    setBusy(true);
    try {
      const language = i18n.language === 'en' ? 'en' : 'pt-BR';
      if (!on) await turnOffReminders();
      const allowed = on ? await turnOnReminders(time, language) : true;
      setState(on ? (allowed ? 'on' : 'denied') : 'off');
    } catch {
      setState('failed');
    } finally {
      setBusy(false);
    }
  }

  return (
    <Paper withBorder p="lg" radius="md" aria-busy={state === 'loading' && support === 'supported'}>
      <Stack gap="sm">
        <Title order={2} fz="h3">
          {support === 'ios-home-screen' ? t('iosTitle') : t('title')}
        </Title>
        {support === 'ios-home-screen' && <Text fz="lg">{t('iosSteps')}</Text>}
        {support === 'unsupported' && <Text fz="lg">{t('unsupported')}</Text>}
        {support === 'supported' &&
          (state === 'loading' ? (
            <Text c="gray.8">{t('loading')}</Text>
          ) : (
            <>
              <Text>{state === 'on' ? t('on', { time }) : t('intro')}</Text>
              <TextInput
                type="time"
                label={t('time')}
                value={time}
                size="lg"
                maw={220}
                onChange={(event) => setTime(event.currentTarget.value)}
                error={REMINDER_TIME.test(time) ? undefined : ' '}
              />
              {state === 'denied' && <Alert color="orange">{t('denied')}</Alert>}
              {state === 'failed' && <Alert color="red">{t('failed')}</Alert>}
              <Group>
                <Button
                  size="lg"
                  loading={busy}
                  disabled={!REMINDER_TIME.test(time)}
                  onClick={() => change(true)}
                >
                  {t('turnOn')}
                </Button>
                {state === 'on' && (
                  <Button size="lg" variant="default" loading={busy} onClick={() => change(false)}>
                    {t('turnOff')}
                  </Button>
                )}
              </Group>
            </>
          ))}
      </Stack>
    </Paper>
  );
}
