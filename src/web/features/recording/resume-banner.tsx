/**
 * Mounted in the shell: after a reload, crash or closed tab, offers the unsaved recording back
 * ("Resume") or deletes it after a confirmation ("Discard"). Nothing is dropped silently.
 */
import { Text } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ResumeAlert } from '../../components/resume-alert';
import { formatDateTime } from '../../lib/locale-format';
import { paths } from '../../lib/paths';
import { useSensorHub } from '../devices';
import { usePatientName } from '../patients';
import { appRecorder, useRecorderState } from './app-recorder';
import { type Checkpoint, readCheckpoints } from './checkpoint';
import { RECORDING_NS } from './recording-i18n';

export function ResumeRecordingBanner() {
  const { t, i18n } = useTranslation(RECORDING_NS);
  const { recording, checkpointsRemoved } = useRecorderState();
  const hub = useSensorHub();
  const navigate = useNavigate();
  const [orphans, setOrphans] = useState<Checkpoint[]>([]);

  const refresh = useCallback(() => {
    readCheckpoints()
      .then(setOrphans)
      .catch(() => setOrphans([])); // no IndexedDB: nothing can have been checkpointed
  }, []);
  // Read again whenever a recording starts, ends or has its checkpoint removed.
  const currentId = recording?.activityId ?? null;
  useEffect(() => {
    void currentId;
    void checkpointsRemoved;
    refresh();
  }, [currentId, checkpointsRemoved, refresh]);

  // A class's recordings are offered back together, by the class's own banner; a patient's
  // home session by the patient's own app (features/me).
  const checkpoint = orphans.find(
    (candidate) =>
      candidate.activityId !== currentId &&
      !candidate.recording.classId &&
      candidate.home === undefined,
  );
  const patientName = usePatientName(checkpoint?.recording.patientId ?? null);
  if (!checkpoint || recording) return null;
  const { recording: saved } = checkpoint;

  const started = formatDateTime(saved.startedAt, i18n.language, {
    dateStyle: 'short',
    timeStyle: 'short',
  });

  return (
    <ResumeAlert
      mb="md"
      text={{
        title: t('resume.title'),
        resume: t('resume.resume'),
        discard: t('resume.discard'),
        confirmTitle: t('resume.confirmTitle'),
        confirm: t('resume.confirm'),
        confirmBody: t('resume.confirmBody'),
        failed: (message) => t('resume.failed', { message }),
      }}
      onResume={() => appRecorder.resume(checkpoint, hub).then(() => navigate(paths.record()))}
      onDiscard={() => appRecorder.discard(checkpoint.activityId)}
    >
      <Text size="sm">
        {t('resume.body', {
          patient: patientName,
          type: t(`types.${saved.type}`),
          time: started,
        })}
      </Text>
      {saved.status === 'stopped' && <Text size="sm">{t('resume.stopped')}</Text>}
    </ResumeAlert>
  );
}
