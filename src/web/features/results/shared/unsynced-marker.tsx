/** Says a session is on this device only: waiting to be sent, or refused by the server. */
import { Alert, Badge } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { UnsyncedState } from './unsynced-activity';

interface UnsyncedMarkerProps {
  state: UnsyncedState;
  /** The results namespace's (rows pass the list's, one subscription for all of them). */
  t: TFunction;
  /** xs in the history's rows, where a phone's card line leaves the patient's name little room. */
  size?: 'xs' | 'sm';
}

export function UnsyncedMarker({ state, t, size = 'sm' }: UnsyncedMarkerProps) {
  return (
    <Badge
      size={size}
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
  const color = state === 'rejected' ? 'red' : 'orange';
  return (
    <Alert color={color} title={t(`unsynced.${state}`)} data-print-hidden>
      {t(`unsynced.${state}Hint`)}
    </Alert>
  );
}
