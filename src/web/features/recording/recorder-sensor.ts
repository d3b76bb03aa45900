/**
 * The sensor a recording follows: each reading becomes a sample, the connected device is noted,
 * and each drop and return is marked so the gap in the samples is explained.
 */
import type { SensorHub } from '../devices';
import { GAP_MARKERS, gapMarker } from './gap-markers';
import type { Recording, RecordingAction } from './recording';

export type SensorSource = Pick<SensorHub, 'onReading' | 'subscribe' | 'getSnapshot'>;

interface FollowingRecorder {
  recording(): Recording | null;
  dispatch(action: RecordingAction): void;
  now(): number;
}

/** Starts following `sensor`; returns the call that stops. */
export function followSensor(sensor: SensorSource, recorder: FollowingRecorder): () => void {
  let wasConnected = sensor.getSnapshot().status.state === 'connected';
  const noteDevice = () => {
    const { status } = sensor.getSnapshot();
    if (status.state !== 'connected' || !status.deviceName || !status.kind) return;
    const current = recorder.recording()?.device;
    if (current?.name === status.deviceName && current.kind === status.kind) return;
    recorder.dispatch({ type: 'device', device: { name: status.deviceName, kind: status.kind } });
  };
  noteDevice();
  const offReading = sensor.onReading((reading) => recorder.dispatch({ type: 'reading', reading }));
  const offStatus = sensor.subscribe(() => {
    const connected = sensor.getSnapshot().status.state === 'connected';
    if (connected === wasConnected) return;
    wasConnected = connected;
    if (recorder.recording()?.status === 'stopped') return;
    const value = connected ? GAP_MARKERS.sensorBack : GAP_MARKERS.sensorLost;
    recorder.dispatch(gapMarker(value, recorder.now()));
    noteDevice();
  });
  return () => {
    offReading();
    offStatus();
  };
}
