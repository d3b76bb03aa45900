/**
 * "I feel unwell": which symptom, then the advice (section 12, as the check-in's red flags give
 * it): stop, rest, call the clinic; chest pain at rest that does not pass → SAMU 192.
 */
import { Alert, Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useSessionTranslation } from './session-i18n';
import { SAMU_TEL, SYMPTOMS, type Symptom } from './symptoms';

export function SymptomQuestion({ onChoose }: { onChoose: (symptom: Symptom) => void }) {
  const { t } = useSessionTranslation();
  return (
    <Stack gap="md" role="group" aria-labelledby="unwell-question">
      <Title order={2} id="unwell-question" fz="1.5rem">
        {t('unwell.question')}
      </Title>
      {SYMPTOMS.map((symptom) => (
        <Button key={symptom} size="xl" variant="default" fz="lg" onClick={() => onChoose(symptom)}>
          {t(`unwell.symptom.${symptom}`)}
        </Button>
      ))}
    </Stack>
  );
}

export function UnwellAdvice({
  symptom,
  onContinue,
}: {
  symptom: Symptom;
  onContinue: () => void;
}) {
  const { t } = useSessionTranslation();
  return (
    <Stack gap="md">
      <Alert color="red" variant="filled" title={t('unwell.stopped')} fz="lg" role="alert">
        <Text fz="lg">{t('unwell.advice')}</Text>
      </Alert>
      {symptom === 'chest-pain' && (
        <Stack gap="sm">
          <Text fz="lg" fw={600}>
            {t('unwell.chestPain')}
          </Text>
          <Anchor href={SAMU_TEL} fz="xl" fw={700} c="red.8">
            {t('unwell.callSamu')}
          </Anchor>
        </Stack>
      )}
      <Button size="xl" onClick={onContinue}>
        {t('unwell.continue')}
      </Button>
    </Stack>
  );
}

/** The question, then the advice; `onStop` is called as soon as a symptom is named. */
export function UnwellPanel({
  onStop,
  onContinue,
}: {
  onStop: (symptom: Symptom) => void;
  onContinue: () => void;
}) {
  const [symptom, setSymptom] = useState<Symptom | null>(null);
  if (symptom) return <UnwellAdvice symptom={symptom} onContinue={onContinue} />;
  return (
    <SymptomQuestion
      onChoose={(chosen) => {
        setSymptom(chosen);
        onStop(chosen);
      }}
    />
  );
}
