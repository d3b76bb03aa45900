/**
 * The After form (section 12): Borg at the end, symptoms, blood pressure and glucose if
 * measured, a note — on @mantine/form with the parser as its validator (decision 0016). Large
 * type and 48 px targets; the readings are optional and say so.
 */
import {
  Button,
  Checkbox,
  Group,
  NumberInput,
  Select,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { parserRules } from '../../../lib/form-errors';
import { useBorgWords } from '../../recording';
import { useSessionTranslation } from '../session/session-i18n';
import { SYMPTOMS } from '../session/symptoms';
import {
  type AfterAnswers,
  type AfterReason,
  type AfterValues,
  emptyAfterValues,
  parseAfter,
} from './after-answers';

export function AfterForm({ onSave }: { onSave: (answers: AfterAnswers) => Promise<void> }) {
  const { t } = useSessionTranslation();
  const { options } = useBorgWords();
  const words = (_field: string, reason: AfterReason) =>
    reason === 'pair'
      ? t('after.bpPair')
      : reason === 'required'
        ? t('borg.label')
        : t('after.range');
  const form = useForm<AfterValues>({
    mode: 'controlled',
    initialValues: emptyAfterValues(),
    validate: parserRules(parseAfter, words),
  });
  const submit = form.onSubmit(async (values) => {
    const parsed = parseAfter(values);
    if ('answers' in parsed) await onSave(parsed.answers);
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <Title order={1} fz="1.75rem">
          {t('after.title')}
        </Title>
        <Select
          size="lg"
          label={t('after.borg')}
          data={options}
          allowDeselect={false}
          withAsterisk
          {...form.getInputProps('borg')}
        />
        <Checkbox.Group label={t('after.symptoms')} size="lg" {...form.getInputProps('symptoms')}>
          <Stack gap="sm" mt="xs">
            {SYMPTOMS.map((symptom) => (
              <Checkbox
                key={symptom}
                value={symptom}
                size="lg"
                label={t(`unwell.symptom.${symptom}`)}
              />
            ))}
          </Stack>
        </Checkbox.Group>
        <Stack gap="xs">
          <Text fz="lg" fw={600}>
            {t('after.optional')}
          </Text>
          <Group grow align="start">
            <NumberInput
              size="lg"
              label={t('after.systolic')}
              allowDecimal={false}
              hideControls
              {...form.getInputProps('systolic')}
            />
            <NumberInput
              size="lg"
              label={t('after.diastolic')}
              allowDecimal={false}
              hideControls
              {...form.getInputProps('diastolic')}
            />
          </Group>
          <NumberInput
            size="lg"
            label={t('after.glucose')}
            allowDecimal={false}
            hideControls
            {...form.getInputProps('glucose')}
          />
        </Stack>
        <Textarea
          size="lg"
          label={t('after.note')}
          autosize
          minRows={3}
          maxLength={2000}
          {...form.getInputProps('note')}
        />
        <Button
          type="submit"
          size="xl"
          fz="lg"
          h="auto"
          mih={60}
          styles={{ label: { whiteSpace: 'normal' } }}
          loading={form.submitting}
        >
          {t('after.save')}
        </Button>
      </Stack>
    </form>
  );
}
