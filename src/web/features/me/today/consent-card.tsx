/**
 * The clinic's telemonitoring consent (PRODUCT.md section 12; CFM 2.314/2022, COFFITO 619/2025):
 * read and accepted ("Aceito" sends its SHA-256) before the first home session, and withdrawn
 * later after a confirmation. Online only: the acceptance is a record the server keeps.
 */
import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '../../../../common/language';
import { QueryBoundary } from '../../../components/query-boundary';
import { dataErrorMessage } from '../../../lib/error-message';
import { invalidateServerQuery } from '../../../lib/server-state';
import { InlineConfirm } from '../inline-confirm';
import { acceptConsent, withdrawConsent } from '../me-api';
import { useMeTranslation } from '../me-i18n';
import classes from '../me-layout.module.css';
import { ME_KEYS, useHomeConsent } from '../me-queries';

function useConsentLanguage() {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : 'pt-BR';
}

/** After a change of consent, the day's answer changes with it. */
async function readDayAgain(): Promise<void> {
  await Promise.all([
    invalidateServerQuery(ME_KEYS.today),
    invalidateServerQuery(ME_KEYS.consent('pt-BR')),
    invalidateServerQuery(ME_KEYS.consent('en')),
  ]);
}

export function ConsentCard() {
  const { t } = useMeTranslation();
  const { t: tApp } = useTranslation();
  const consent = useHomeConsent(useConsentLanguage());
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="md">
        <Title order={2} fz="h3">
          {t('consent.title')}
        </Title>
        <Text>{t('consent.intro')}</Text>
        <QueryBoundary
          read={consent}
          loadingLabel={t('consent.loading')}
          errorTitle={t('consent.error')}
        >
          {(current) => (
            <Stack gap="md">
              {/* tabIndex: a keyboard reaches the scrolled text (axe: scrollable-region-focusable). */}
              <Text className={classes.consentText} tabIndex={0}>
                {current.text}
              </Text>
              {failed && (
                <Alert color="red" variant="light" role="alert">
                  {failed}
                </Alert>
              )}
              <Button
                size="xl"
                loading={busy}
                onClick={async () => {
                  setBusy(true);
                  setFailed(null);
                  try {
                    await acceptConsent(current.sha256);
                    await readDayAgain();
                  } catch (error) {
                    setFailed(dataErrorMessage(error, tApp));
                  } finally {
                    setBusy(false);
                  }
                }}
              >
                {t('consent.accept')}
              </Button>
            </Stack>
          )}
        </QueryBoundary>
      </Stack>
    </Paper>
  );
}

/** "Retirar meu consentimento", asked once more before it is sent. */
export function WithdrawConsent() {
  const { t } = useMeTranslation();
  const { t: tApp } = useTranslation();
  const [asking, setAsking] = useState(false);
  if (!asking) {
    return (
      <Button variant="subtle" color="dark" size="md" mih={48} onClick={() => setAsking(true)}>
        {t('consent.withdraw')}
      </Button>
    );
  }
  return (
    <InlineConfirm
      title={t('consent.withdrawTitle')}
      confirmLabel={t('consent.withdrawConfirm')}
      onConfirm={async () => {
        await withdrawConsent();
        await readDayAgain();
      }}
      onCancel={() => setAsking(false)}
      describeError={(error) => dataErrorMessage(error, tApp)}
    >
      <Text fz="lg">{t('consent.withdrawBody')}</Text>
    </InlineConfirm>
  );
}
