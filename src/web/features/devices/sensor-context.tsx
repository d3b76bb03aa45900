/** SensorProvider (mounted around the router) and the hooks screens use to reach the sensor. */
import { createContext, type ReactNode, use, useSyncExternalStore } from 'react';
import { userResource } from '../../lib/user-state';
import type { SensorStatus } from './sensor-driver';
import { SensorHub, type SensorSnapshot } from './sensor-hub';

const SensorContext = createContext<SensorHub | null>(null);

/** The app's one sensor connection; signing out ends it with the rest of the user's state. */
const appSensorHub = userResource(new SensorHub(), (hub) => hub.disconnect());

export function SensorProvider({
  children,
  hub = appSensorHub,
}: {
  children: ReactNode;
  hub?: SensorHub;
}) {
  return <SensorContext value={hub}>{children}</SensorContext>;
}

export function useSensorHub(): SensorHub {
  const hub = use(SensorContext);
  if (!hub) throw new Error('useSensor needs a <SensorProvider> above it');
  return hub;
}

export interface SensorApi extends SensorSnapshot {
  hub: SensorHub;
}

/** The connection's status and last reading, re-rendering on every reading, plus the hub. */
export function useSensor(): SensorApi {
  const hub = useSensorHub();
  const snapshot = useSyncExternalStore(hub.subscribe, hub.getSnapshot, hub.getSnapshot);
  return { ...snapshot, hub };
}

/** The connection's status only: re-renders when it changes, not on every reading. */
export function useSensorStatus(): SensorStatus {
  const hub = useSensorHub();
  const status = () => hub.getSnapshot().status;
  return useSyncExternalStore(hub.subscribe, status, status);
}
