/** Borg's scale asked at the end of conditioning, with the printed scale's words (borg-scale.ts). */
import { Button, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useBorgWords } from '../../recording';
import { useSessionTranslation } from './session-i18n';

export function BorgPrompt({ onRate }: { onRate: (value: number) => void }) {
  const { t } = useSessionTranslation();
  const { options } = useBorgWords();
  const [value, setValue] = useState<string | null>(null);
  return (
    <Stack gap="sm" role="group" aria-labelledby="borg-question">
      <Text id="borg-question" fz="xl" fw={700}>
        {t('borg.question')}
      </Text>
      <Select
        size="lg"
        label={t('borg.label')}
        data={options}
        value={value}
        onChange={setValue}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
      />
      <Button size="lg" disabled={value === null} onClick={() => value && onRate(Number(value))}>
        {t('borg.save')}
      </Button>
    </Stack>
  );
}
