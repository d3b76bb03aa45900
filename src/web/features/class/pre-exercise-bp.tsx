/**
 * A participant's pre-exercise blood pressure, taken at rest while the class is set up: the
 * baseline a fall of more than 10 mmHg is measured from (ACSM's Guidelines, 11th ed.; SBC 2020),
 * recorded at the start with the phase "before" and shown as such on the class report.
 */
import { Button, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parserRules } from '../../lib/form-errors';
import {
  RECORDING_NS,
  VitalsInput,
  vitalsEntries,
  vitalsProblems,
  vitalsProblemWords,
} from '../recording';
import { useClassTranslation } from './class-i18n';
import { appClass } from './class-store';
import type { TileView } from './tile-view';

type Values = { systolic: number | string; diastolic: number | string };

/** Both halves, each a whole number in range: the form is the pressure. */
const parsePressure = (values: Values) => ({ errors: vitalsProblems(values, true) });

function PreExerciseForm(props: { tile: TileView; onDone(): void }) {
  const { t } = useClassTranslation();
  const { t: tApp } = useTranslation();
  const entriesT = useTranslation(RECORDING_NS).t;
  const { preExerciseBp } = props.tile;
  const form = useForm<Values>({
    initialValues: {
      systolic: preExerciseBp?.systolic ?? '',
      diastolic: preExerciseBp?.diastolic ?? '',
    },
    validate: parserRules(parsePressure, (field, problem) =>
      vitalsProblemWords(tApp, field as keyof Values, problem),
    ),
  });
  // Kept with the class on this device (and in its recording when it starts): nothing is sent
  // and nothing can fail, so no save (useFormSave) is needed.
  const save = form.onSubmit((values) => {
    const bp = vitalsEntries({ ...values, spo2: '', hr: '' }, '').entries.find(
      (entry) => entry.kind === 'bp',
    );
    if (!bp) return;
    appClass.participant(props.tile.id)?.setPreExerciseBp(bp.value);
    props.onDone();
  });
  const field = (name: keyof Values) => (
    <VitalsInput field={name} label={entriesT(`entries.${name}`)} {...form.getInputProps(name)} />
  );
  return (
    <form onSubmit={save} noValidate>
      <Stack gap="sm">
        <SimpleGrid cols={2} spacing="sm">
          {field('systolic')}
          {field('diastolic')}
        </SimpleGrid>
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onDone}>
            {t('preExercise.cancel')}
          </Button>
          <Button type="submit">{t('preExercise.save')}</Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The checklist row's pressure: what was taken, and the button to enter or change it. */
export function PreExerciseBp({ tile }: { tile: TileView }) {
  const { t } = useClassTranslation();
  const [open, setOpen] = useState(false);
  const bp = tile.preExerciseBp;
  return (
    <>
      {bp && (
        <Text size="sm" data-testid="pre-exercise-bp">
          {t('preExercise.value', { bp: `${bp.systolic}/${bp.diastolic}` })}
        </Text>
      )}
      <Button
        size="sm"
        variant="light"
        onClick={() => setOpen(true)}
        aria-label={t(bp ? 'preExercise.changeNamed' : 'preExercise.addNamed', {
          name: tile.patientName,
        })}
      >
        {bp ? t('preExercise.change') : t('preExercise.add')}
      </Button>
      {open && (
        <Modal
          opened
          onClose={() => setOpen(false)}
          title={t('preExercise.title', { name: tile.patientName })}
        >
          <PreExerciseForm tile={tile} onDone={() => setOpen(false)} />
        </Modal>
      )}
    </>
  );
}
