/** Says a session is on this device only: waiting to be sent, or refused by the server. */
import { Alert, Badge } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { UnsyncedState } from './unsynced-activity';

/** `t`: the results namespace's (rows pass the list's, one subscription for all of them). */
export function UnsyncedMarker({ state, t }: { state: UnsyncedState; t: TFunction }) {
  return (
    <Badge
      size="xs"
      variant="outline"
      tt="none"
      color={state === 'rejected' ? 'red.9' : 'orange.9'}
      style={{ flexShrink: 0 }}
    >
      {t(`unsynced.${state}`)}
    </Badge>
  );
}

/** The session screen's notice: what the marker means and where to act on a refusal. */
export function UnsyncedNotice({ state, t }: { state: UnsyncedState; t: TFunction }) {
  return (
    <Alert
      color={state === 'rejected' ? 'red' : 'orange'}
      title={t(`unsynced.${state}`)}
      data-print-hidden
    >
      {t(`unsynced.${state}Hint`)}
    </Alert>
  );
}
