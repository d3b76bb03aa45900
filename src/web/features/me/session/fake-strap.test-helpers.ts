import type { SensorReading, SensorSnapshot } from '../../devices';

/** A strap that is connected and sends what the test tells it to. */
export function strap() {
  const readers: ((reading: SensorReading) => void)[] = [];
  const watchers: (() => void)[] = [];
  let snapshot = {
    status: { state: 'connected' },
    lastReading: null,
  } as unknown as SensorSnapshot;
  return {
    sensor: {
      getSnapshot: () => snapshot,
      subscribe: (watcher: () => void) => {
        watchers.push(watcher);
        return () => undefined;
      },
      onReading: (reader: (reading: SensorReading) => void) => {
        readers.push(reader);
        return () => readers.splice(readers.indexOf(reader), 1);
      },
    },
    send: (at: number, hr: number) => {
      for (const reader of [...readers]) reader({ at, hr });
    },
    /** The driver lost the strap ('reconnecting') or has it back ('connected'). */
    setState: (state: string) => {
      snapshot = { ...snapshot, status: { ...snapshot.status, state } } as SensorSnapshot;
      for (const watcher of watchers) watcher();
    },
  };
}
