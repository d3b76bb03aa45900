/** SensorProvider (mounted around the router) and the hooks screens use to reach the sensor. */
import {
  createContext,
  type ReactNode,
  use,
  useEffect,
  useState,
  useSyncExternalStore,
} from 'react';
import { onClearLocalData } from '../../lib/local-data';
import type { SensorStatus } from './sensor-driver';
import { SensorHub, type SensorSnapshot } from './sensor-hub';

const SensorContext = createContext<SensorHub | null>(null);

export function SensorProvider({ children, hub }: { children: ReactNode; hub?: SensorHub }) {
  const [sensorHub] = useState(() => hub ?? new SensorHub());
  // Signing out ends the connection with the rest of the local state.
  useEffect(() => onClearLocalData(() => sensorHub.disconnect()), [sensorHub]);
  return <SensorContext value={sensorHub}>{children}</SensorContext>;
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
