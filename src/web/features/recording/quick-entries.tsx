/** Quick entries during a recording: Borg RPE, blood pressure, SpO2, a note, a heart rate by hand. */
import {
  Button,
  Group,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuickEntry } from './recording';
import { RECORDING_NS } from './recording-i18n';

const BORG_SCALE = Array.from({ length: 15 }, (_, i) => i + 6);

/** The activity schema's bounds (and a plausible manual heart rate). */
const RANGES = {
  systolic: [50, 300],
  diastolic: [20, 200],
  spo2: [50, 100],
  hr: [20, 250],
} as const satisfies Record<string, readonly [number, number]>;
type Field = keyof typeof RANGES;

interface QuickEntriesProps {
  onEntry(entry: QuickEntry): void;
  onManualHr(hr: number): void;
}

export function QuickEntries({ onEntry, onManualHr }: QuickEntriesProps) {
  const { t } = useTranslation(RECORDING_NS);
  const [values, setValues] = useState<Record<Field, number | string>>({
    systolic: '',
    diastolic: '',
    spo2: '',
    hr: '',
  });
  const [note, setNote] = useState('');
  const valid = (field: Field): number | null => {
    const value = values[field];
    const [min, max] = RANGES[field];
    return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max
      ? value
      : null;
  };
  const numberInput = (field: Field, label: string) => (
    <NumberInput
      label={label}
      size="md"
      min={RANGES[field][0]}
      max={RANGES[field][1]}
      allowDecimal={false}
      value={values[field]}
      onChange={(value) => setValues((current) => ({ ...current, [field]: value }))}
    />
  );
  /** Adds the entry and clears the fields it came from. */
  const add = (entry: () => void, fields: Field[]) => () => {
    entry();
    setValues((current) => ({ ...current, ...Object.fromEntries(fields.map((f) => [f, ''])) }));
  };
  const systolic = valid('systolic');
  const diastolic = valid('diastolic');
  const spo2 = valid('spo2');
  const hr = valid('hr');

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="quick-entries-title">
      <Title order={2} fz="h4" id="quick-entries-title" mb="sm">
        {t('entries.title')}
      </Title>
      <Tabs defaultValue="rpe" keepMounted={false}>
        <Tabs.List grow>
          {(['rpe', 'bp', 'spo2', 'note', 'hr'] as const).map((tab) => (
            <Tabs.Tab key={tab} value={tab} fz="md" py="sm" px={4}>
              {t(`entries.${tab}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="rpe" pt="md">
          <Text id="rpe-label" size="sm" mb="xs">
            {t('entries.rpeLabel')}
          </Text>
          <SimpleGrid cols={5} spacing={6} role="group" aria-labelledby="rpe-label">
            {BORG_SCALE.map((value) => (
              <Button
                key={value}
                variant="default"
                size="lg"
                px={0}
                aria-label={`${t('entries.rpe')} ${value}`}
                onClick={() => onEntry({ kind: 'rpe', value })}
              >
                {value}
              </Button>
            ))}
          </SimpleGrid>
        </Tabs.Panel>
        <Tabs.Panel value="bp" pt="md">
          <EntryForm
            disabled={systolic === null || diastolic === null}
            onAdd={add(
              () =>
                systolic !== null &&
                diastolic !== null &&
                onEntry({ kind: 'bp', value: { systolic, diastolic } }),
              ['systolic', 'diastolic'],
            )}
          >
            {numberInput('systolic', t('entries.systolic'))}
            {numberInput('diastolic', t('entries.diastolic'))}
          </EntryForm>
        </Tabs.Panel>
        <Tabs.Panel value="spo2" pt="md">
          <EntryForm
            disabled={spo2 === null}
            onAdd={add(() => spo2 !== null && onEntry({ kind: 'spo2', value: spo2 }), ['spo2'])}
          >
            {numberInput('spo2', t('entries.spo2Label'))}
          </EntryForm>
        </Tabs.Panel>
        <Tabs.Panel value="note" pt="md">
          <EntryForm
            disabled={note.trim().length === 0}
            onAdd={() => {
              onEntry({ kind: 'note', value: note.trim() });
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
            onAdd={add(() => hr !== null && onManualHr(hr), ['hr'])}
          >
            {numberInput('hr', t('entries.hrLabel'))}
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
        <Group grow align="flex-end" wrap="wrap">
          {props.children}
        </Group>
        <Button type="submit" size="lg" disabled={props.disabled}>
          {t('entries.add')}
        </Button>
      </Stack>
    </form>
  );
}
