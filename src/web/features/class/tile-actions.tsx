/**
 * A tile's controls: quick entries, pause/resume, stop this participant, alarm limits. The
 * entries open in a side panel, so the other tiles stay in sight while one patient's BP, SpO₂
 * and Borg are typed.
 */
import { Button, Drawer, Group, Menu, Modal, Text } from '@mantine/core';
import { memo, useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { preExerciseOffer, QuickEntries } from '../recording';
import classes from './class.module.css';
import { useClassTranslation } from './class-i18n';
import { appClass } from './class-store';
import { recordEntries } from './entry-undo';
import { LimitsForm } from './limits-form';
import { chooserFailureKey } from './sensor-errors';
import type { TileView } from './tile-view';

type Dialog = 'entries' | 'limits' | 'stop' | null;

/** What the actions depend on: not the heart rate, which changes every second. */
const sameActions = (a: { tile: TileView }, b: { tile: TileView }) =>
  a.tile.id === b.tile.id &&
  a.tile.patientName === b.tile.patientName &&
  a.tile.phase === b.tile.phase &&
  a.tile.sensor === b.tile.sensor &&
  a.tile.status.state === b.tile.status.state &&
  a.tile.limits === b.tile.limits &&
  a.tile.target === b.tile.target;

export const TileActions = memo(function TileActions({ tile }: { tile: TileView }) {
  const { t } = useClassTranslation();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const close = () => setDialog(null);
  const { id, patientName, phase } = tile;
  const participant = appClass.participant(id);
  if (phase === 'stopped' || !participant) return null;
  const needsChooser = tile.sensor.kind === 'bluetooth' && tile.status.state === 'disconnected';

  return (
    <>
      <Group gap="xs" className={classes.actions}>
        <Button size="sm" variant="light" onClick={() => setDialog('entries')}>
          {t('tile.entries')}
        </Button>
        {needsChooser && (
          <Button
            size="sm"
            variant="default"
            onClick={() =>
              participant
                .chooseStrap()
                .catch((error: unknown) => setFailure(t(chooserFailureKey(error))))
            }
          >
            {t('tile.chooseStrap')}
          </Button>
        )}
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <Button
              size="sm"
              variant="default"
              aria-label={t('tile.moreNamed', { name: patientName })}
            >
              {t('tile.more')}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {phase === 'paused' ? (
              <Menu.Item onClick={() => appClass.resumeParticipant(id)}>
                {t('tile.resume')}
              </Menu.Item>
            ) : (
              <Menu.Item onClick={() => appClass.pause(id)}>{t('tile.pause')}</Menu.Item>
            )}
            <Menu.Item onClick={() => setDialog('limits')}>{t('tile.limits')}</Menu.Item>
            <Menu.Item color="red" onClick={() => setDialog('stop')}>
              {t('tile.stop')}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
      {failure && (
        <Text size="sm" c="red.9" role="alert">
          {failure}
        </Text>
      )}
      {/* Mounted only while open: twelve tiles re-render every second, their closed dialogs need not. */}
      {dialog === 'entries' && (
        <Drawer
          opened
          onClose={close}
          position="right"
          size="md"
          overlayProps={{ backgroundOpacity: 0.2 }}
          title={t('tile.entriesFor', { name: patientName })}
        >
          <QuickEntries
            preExercise={preExerciseOffer(participant.recording ?? null, Date.now())}
            onEntries={(entries) => {
              recordEntries(id, entries);
              close();
            }}
            onManualHr={(hr) => {
              participant.recorder.dispatch({ type: 'manual-hr', at: Date.now(), hr });
              close();
            }}
          />
        </Drawer>
      )}
      {dialog === 'limits' && (
        <Modal opened onClose={close} title={t('limits.title', { name: patientName })} size="lg">
          <LimitsForm
            limits={tile.limits}
            targetLowBpm={tile.target?.lowBpm ?? null}
            recordSafetyMaxBpm={tile.setup.safetyMaxBpm ?? null}
            onSave={(limits) => {
              participant.setLimits(limits);
              close();
            }}
            onCancel={close}
          />
        </Modal>
      )}
      {dialog === 'stop' && (
        <ConfirmDialog
          opened
          title={t('tile.stopTitle', { name: patientName })}
          confirmLabel={t('tile.stopConfirm')}
          onConfirm={async () => {
            appClass.stop(id);
            close();
          }}
          onClose={close}
          describeError={String}
        >
          <Text>{t('tile.stopBody')}</Text>
        </ConfirmDialog>
      )}
    </>
  );
}, sameActions);
