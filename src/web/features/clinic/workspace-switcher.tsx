/**
 * The header's workspace menu: always names the current workspace ("Personal" or the clinic),
 * lists the others to switch to and offers "Create clinic…". A switch waits for the current
 * workspace's unsynced writes (switch-rule.ts) and for a recording in progress; a dialog says so.
 */
import { Menu, Text, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { useUser } from '../auth';
import { flushOutbox } from '../sync';
import type { WorkspaceChoice } from './clinic-api';
import { useClinicTranslation } from './clinic-i18n';
import { CreateClinicDialog } from './create-clinic-dialog';
import { SwitchBlockedDialog } from './switch-blocked-dialog';
import { RecordingHoldDialog, SwitchFailedDialog } from './switch-hold-dialogs';
import { useWorkspace } from './use-workspace';
import {
  checkCanSwitch,
  RecordingInProgressError,
  SwitchBlockedError,
  switchWorkspace,
  useWorkspaceList,
} from './workspace-store';
import classes from './workspace-switcher.module.css';

/** The menu's button: "Workspace" over the current one's name. */
function WorkspaceMenuTarget({ name, checking }: { name: string; checking: boolean }) {
  const { t } = useClinicTranslation();
  return (
    <Menu.Target>
      <UnstyledButton
        className={classes.target}
        aria-label={t('workspace.current', { name })}
        // Until the server's workspace is known the name shown may still change (a reload).
        aria-busy={checking}
        data-testid="workspace-switcher"
      >
        <Text span size="xs" c="gray.7" className={classes.kind} aria-hidden="true">
          {t('workspace.label')}
        </Text>
        {/* Without a space the caption and the name run together as one word. */}{' '}
        <span className={classes.nameRow} aria-hidden="true">
          <Text span fw={600} size="sm" className={classes.name}>
            {name}
          </Text>
          {/* Drawn by CSS: a "▾" in the text would be visible text missing from the name. */}
          <span className={classes.chevron} />
        </span>
      </UnstyledButton>
    </Menu.Target>
  );
}

export function WorkspaceSwitcher() {
  const { t } = useClinicTranslation();
  const workspace = useWorkspace();
  const { clinics, status } = useWorkspaceList();
  const [creating, setCreating] = useState(false);
  const [blocked, setBlocked] = useState<number | null>(null);
  const [recordingHold, setRecordingHold] = useState(false);
  const [error, setError] = useState(false);
  const name = workspace.clinicName ?? t('workspace.personal');
  // A clinician who is also a clinic's patient (decision 0017): their patient space, at /me.
  const home = useUser()?.home;

  const personal = workspace.kind === 'personal';

  const switchTo = async (choice: WorkspaceChoice) => {
    if (choice.kind === 'personal' ? personal : choice.workspaceId === workspace.workspaceId)
      return;
    setError(false);
    try {
      await switchWorkspace(choice);
    } catch (failure) {
      if (failure instanceof SwitchBlockedError) setBlocked(failure.unsynced);
      else if (failure instanceof RecordingInProgressError) setRecordingHold(true);
      else setError(true);
    }
  };
  const create = () => {
    try {
      checkCanSwitch();
      setCreating(true);
    } catch (failure) {
      if (failure instanceof SwitchBlockedError) setBlocked(failure.unsynced);
      if (failure instanceof RecordingInProgressError) setRecordingHold(true);
    }
  };

  return (
    <>
      <Menu position="bottom-start" shadow="md" width={260} withInitialFocusPlaceholder={false}>
        <WorkspaceMenuTarget name={name} checking={status === 'idle' || status === 'loading'} />
        <Menu.Dropdown>
          <Menu.Label>{t('workspace.switchTo')}</Menu.Label>
          <Menu.Item
            onClick={() => void switchTo({ kind: 'personal' })}
            aria-current={personal ? 'true' : undefined}
            rightSection={personal ? '✓' : undefined}
          >
            {t('workspace.personal')}
          </Menu.Item>
          {clinics.map((clinic) => (
            <Menu.Item
              key={clinic.id}
              onClick={() => void switchTo({ kind: 'clinic', workspaceId: clinic.id })}
              aria-current={workspace.workspaceId === clinic.id ? 'true' : undefined}
              rightSection={workspace.workspaceId === clinic.id ? '✓' : undefined}
            >
              {clinic.name}
            </Menu.Item>
          ))}
          {home && (
            <Menu.Item component={Link} to={paths.me()}>
              {t('workspace.myRehab', { name: home.clinicName })}
            </Menu.Item>
          )}
          <Menu.Divider />
          <Menu.Item onClick={create}>{t('workspace.create')}</Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <CreateClinicDialog opened={creating} onClose={() => setCreating(false)} />
      <SwitchBlockedDialog
        unsynced={blocked}
        onClose={() => setBlocked(null)}
        onSync={async () => {
          await flushOutbox();
          try {
            checkCanSwitch();
            setBlocked(null);
          } catch (failure) {
            if (failure instanceof SwitchBlockedError) setBlocked(failure.unsynced);
          }
        }}
      />
      <RecordingHoldDialog opened={recordingHold} onClose={() => setRecordingHold(false)} />
      <SwitchFailedDialog opened={error} onClose={() => setError(false)} />
    </>
  );
}
