/**
 * The discharge flow: what the programme achieved (sessions attended, baseline vs latest,
 * alarms) and the recommendations for phase 3/4, then a confirmed discharge that ends
 * the programme and freezes this summary on the server. Online only.
 */
import { Alert, Button, Group, Modal, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import type { ProgrammeSummary } from '../../../common/schemas/programme-summary';
import { ApiError, NETWORK_ERROR_STATUS } from '../../lib/api-error';
import { OutcomeTable, useAlarmsText } from './outcome-table';
import { dischargeProgramme } from './progress-api';
import { formatInstant } from './progress-format';
import { useProgressTranslation } from './progress-i18n';

interface Props {
  summary: ProgrammeSummary;
  /** Null for a viewer: the summary shows, the discharge is not offered. */
  onDischarged: ((summary: ProgrammeSummary) => void) | null;
}

export function DischargeSection({ summary, onDischarged }: Props) {
  const { t, i18n } = useProgressTranslation();
  const alarms = useAlarmsText(summary);
  const [recommendations, setRecommendations] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const discharged = summary.discharge;

  async function discharge() {
    if (!onDischarged) return;
    setBusy(true);
    setError(null);
    try {
      onDischarged(
        await dischargeProgramme(summary.patientId, summary.programmeId, recommendations),
      );
      setConfirming(false);
    } catch (caught) {
      const offline = caught instanceof ApiError && caught.status === NETWORK_ERROR_STATUS;
      const message = caught instanceof Error ? caught.message : String(caught);
      setError(offline ? t('discharge.offline') : t('discharge.failed', { message }));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack gap="sm" data-discharge-section>
      <Title order={3} size="h4">
        {t('discharge.title')}
      </Title>
      {discharged && (
        <Alert color="gray" variant="light" p="xs">
          {t('frozen', {
            date: formatInstant(discharged.at, i18n.language),
            name: discharged.by.name,
          })}
        </Alert>
      )}
      <Text>
        <b>{t('discharge.sessionsAttended')}:</b>{' '}
        {t('stats.sessionsValue', { done: summary.sessionsDone, planned: summary.plannedSessions })}
      </Text>
      <Text>
        <b>{t('discharge.alarms')}:</b> {alarms}
      </Text>
      <OutcomeTable summary={summary} />
      {discharged ? (
        <Stack gap={4}>
          <Text fw={600}>{t('discharge.recommendations')}</Text>
          <Text style={{ whiteSpace: 'pre-wrap' }}>
            {discharged.recommendations || t('print.recommendationsNone')}
          </Text>
        </Stack>
      ) : onDischarged ? (
        <>
          <Textarea
            label={t('discharge.recommendations')}
            description={t('discharge.recommendationsHint')}
            value={recommendations}
            onChange={(event) => setRecommendations(event.currentTarget.value)}
            autosize
            minRows={3}
            maxLength={4000}
          />
          <Group>
            <Button color="red" onClick={() => setConfirming(true)}>
              {t('discharge.submit')}
            </Button>
          </Group>
        </>
      ) : (
        <Text size="sm" c="dimmed">
          {t('discharge.readOnly')}
        </Text>
      )}
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('discharge.title')}
        centered
      >
        <Stack>
          <Text>{t('discharge.confirm')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('discharge.cancel')}
            </Button>
            <Button color="red" loading={busy} onClick={discharge}>
              {t('discharge.confirmYes')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
