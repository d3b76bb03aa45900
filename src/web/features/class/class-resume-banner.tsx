/**
 * After a reload, crash or closed tab in the middle of a class: offers to resume every
 * participant together ("Resume class") or to discard them after a confirmation.
 */
import { Text } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { ResumeAlert } from '../../components/resume-alert';
import { formatDateTime } from '../../lib/locale-format';
import { paths } from '../../lib/paths';
import { type Checkpoint, deleteCheckpoint } from '../recording';
import { interruptedClass } from './class-checkpoints';
import { useClassTranslation } from './class-i18n';
import { classPartFrom } from './class-part';
import { appClass } from './class-store';
import { useClassState } from './use-class-state';

export function ClassResumeBanner() {
  const { t, i18n } = useClassTranslation();
  const state = useClassState();
  const navigate = useNavigate();
  const [orphans, setOrphans] = useState<Checkpoint[]>([]);
  const active = state.tiles.length > 0;

  const refresh = useCallback(() => {
    interruptedClass()
      .then(setOrphans)
      .catch(() => setOrphans([])); // no IndexedDB: nothing can have been checkpointed
  }, []);
  useEffect(() => {
    void active;
    refresh();
  }, [active, refresh]);

  if (active || orphans.length === 0) return null;
  const names = orphans.map(
    (c) => classPartFrom(c.recording.classPart)?.patientName ?? c.recording.patientId,
  );
  const started = new Date(Math.min(...orphans.map((c) => c.recording.startedAt)));

  return (
    <ResumeAlert
      text={{
        title: t('resume.title'),
        resume: t('resume.resume'),
        discard: t('resume.discard'),
        confirmTitle: t('resume.confirmTitle'),
        confirm: t('resume.confirm'),
        confirmBody: t('resume.confirmBody', { count: orphans.length }),
        failed: (message) => t('resume.failed', { message }),
      }}
      onResume={() => appClass.resume(orphans).then(() => navigate(paths.class()))}
      onDiscard={async () => {
        await Promise.all(orphans.map((c) => deleteCheckpoint(c.activityId)));
        refresh();
      }}
    >
      <Text size="sm">
        {t('resume.body', {
          count: orphans.length,
          time: formatDateTime(started, i18n.language, { dateStyle: 'short', timeStyle: 'short' }),
          names: new Intl.ListFormat(i18n.language).format(names),
        })}
      </Text>
    </ResumeAlert>
  );
}
