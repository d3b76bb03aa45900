/** Settings → Alarms: the tone's volume, mute, and a button to hear it. */
import { Button, Group, Slider, Stack, Switch, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { playAlarmTone, unlockAlarmTone, useAlarmSound } from '../alarms';
import { SettingsSection } from './settings-section';

export function AlarmSoundSection() {
  const { t } = useTranslation();
  const [sound, setSound] = useAlarmSound();
  return (
    <SettingsSection title={t('settings.alarms')}>
      <Stack gap="md">
        <Text size="sm" c="gray.7">
          {t('settings.alarmsHint')}
        </Text>
        <div>
          <Text id="alarm-volume-label" size="sm" fw={500}>
            {t('settings.alarmVolume')}
          </Text>
          <Slider
            thumbLabel={t('settings.alarmVolume')}
            value={sound.volume}
            onChange={(volume) => setSound({ ...sound, volume })}
            disabled={sound.muted}
            min={0}
            max={100}
            step={5}
            label={(value) => `${value} %`}
            mt="xs"
          />
        </div>
        <Group justify="space-between">
          <Switch
            label={t('settings.alarmMuted')}
            checked={sound.muted}
            onChange={(event) => setSound({ ...sound, muted: event.currentTarget.checked })}
          />
          <Button
            variant="default"
            disabled={sound.muted}
            onClick={() => {
              unlockAlarmTone();
              playAlarmTone(sound.volume);
            }}
          >
            {t('settings.alarmTest')}
          </Button>
        </Group>
      </Stack>
    </SettingsSection>
  );
}
