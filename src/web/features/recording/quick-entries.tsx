/**
 * Quick entries during a recording. Borg RPE, blood pressure and SpO₂ are one form, so a round of
 * a class takes one trip per patient; a note and a heart rate by hand have their own tabs. Every
 * entry goes out as a list, which the caller records at one instant (and can undo as one).
 */
import {
  Button,
  Checkbox,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Tabs,
  Textarea,
  Title,
} from '@mantine/core';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBorgWords } from './borg-scale';
import type { QuickEntry } from './recording';
import { RECORDING_NS } from './recording-i18n';
import { type EntryField, VitalsInput, vitalsEntries } from './vitals-input';

interface QuickEntriesProps {
  onEntries(entries: QuickEntry[]): void;
  onManualHr(hr: number): void;
  /**
   * Offers to mark the pressure as the pre-exercise value (at rest) and whether it starts
   * ticked; absent: not offered (past the first minutes).
   */
  preExercise?: boolean;
}

type Values = Record<EntryField, number | string>;
const EMPTY: Values = { systolic: '', diastolic: '', spo2: '', hr: '' };

export function QuickEntries({ onEntries, onManualHr, preExercise }: QuickEntriesProps) {
  const { t } = useTranslation(RECORDING_NS);
  const borg = useBorgWords();
  const [values, setValues] = useState<Values>(EMPTY);
  const [rpe, setRpe] = useState('');
  const [note, setNote] = useState('');
  const [atRest, setAtRest] = useState(preExercise ?? false);
  // Kept mounted through a single recording: the tick follows the offer as it changes (the
  // first pressure entered, the window closing), as a freshly opened class drawer starts.
  const [offer, setOffer] = useState(preExercise);
  if (offer !== preExercise) {
    setOffer(preExercise);
    setAtRest(preExercise ?? false);
  }
  const vitals = vitalsEntries(values, rpe, preExercise !== undefined && atRest);
  const { hr } = vitals;
  const field = (name: EntryField, label: string) => (
    <VitalsInput
      field={name}
      label={label}
      value={values[name]}
      onChange={(value) => setValues((current) => ({ ...current, [name]: value }))}
    />
  );

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="quick-entries-title">
      <Title order={2} fz="h4" id="quick-entries-title" mb="sm">
        {t('entries.title')}
      </Title>
      <Tabs defaultValue="vitals" keepMounted={false}>
        <Tabs.List grow>
          {(['vitals', 'note', 'hr'] as const).map((tab) => (
            <Tabs.Tab key={tab} value={tab} fz="md" py="sm" px={4}>
              {t(`entries.${tab}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="vitals" pt="md">
          <EntryForm
            disabled={vitals.entries.length === 0 || vitals.incomplete}
            onAdd={() => {
              onEntries(vitals.entries);
              setValues(EMPTY);
              setRpe('');
            }}
          >
            <NativeSelect
              label={t('entries.rpeLabel')}
              size="md"
              data={[{ value: '', label: t('entries.rpeNone') }, ...borg.options]}
              value={rpe}
              onChange={(event) => setRpe(event.currentTarget.value)}
            />
            <SimpleGrid cols={2} spacing="sm">
              {field('systolic', t('entries.systolic'))}
              {field('diastolic', t('entries.diastolic'))}
            </SimpleGrid>
            {preExercise !== undefined && (
              <Checkbox
                size="md"
                label={t('entries.preExercise')}
                checked={atRest}
                onChange={(event) => setAtRest(event.currentTarget.checked)}
              />
            )}
            {field('spo2', t('entries.spo2Label'))}
          </EntryForm>
        </Tabs.Panel>
        <Tabs.Panel value="note" pt="md">
          <EntryForm
            disabled={note.trim().length === 0}
            onAdd={() => {
              onEntries([{ kind: 'note', value: note.trim() }]);
              setNote('');
            }}
          >
            <Textarea
              label={t('entries.noteLabel')}
              size="md"
              maxLength={2000}
              autosize
              minRows={2}
              value={note}
              onChange={(event) => setNote(event.currentTarget.value)}
            />
          </EntryForm>
        </Tabs.Panel>
        <Tabs.Panel value="hr" pt="md">
          <EntryForm
            disabled={hr === null}
            onAdd={() => {
              if (hr !== null) onManualHr(hr);
              setValues((current) => ({ ...current, hr: '' }));
            }}
          >
            {field('hr', t('entries.hrLabel'))}
          </EntryForm>
        </Tabs.Panel>
      </Tabs>
    </Paper>
  );
}

function EntryForm(props: { onAdd(): void; disabled: boolean; children: ReactNode }) {
  const { t } = useTranslation(RECORDING_NS);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!props.disabled) props.onAdd();
  };
  return (
    <form onSubmit={submit}>
      <Stack gap="sm">
        {props.children}
        <Button type="submit" size="lg" disabled={props.disabled}>
          {t('entries.add')}
        </Button>
      </Stack>
    </form>
  );
}
