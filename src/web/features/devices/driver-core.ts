/**
 * What every driver has in common: its status and listeners, the connection state machine,
 * and the reconnect loop after a lost link. A driver only supplies the I/O.
 */
import type { Clock } from '../../lib/clock';
import {
  type ConnectionEvent,
  INITIAL_CONNECTION,
  nextConnection,
  reconnectDelayMs,
} from './connection-machine';
import { DISCONNECTED_STATUS, type SensorReading, type SensorStatus } from './sensor-driver';

export class DriverCore {
  private status: SensorStatus = DISCONNECTED_STATUS;
  private readonly statusListeners = new Set<() => void>();
  private readonly readingListeners = new Set<(reading: SensorReading) => void>();
  private retryTimer: unknown = null;

  constructor(readonly clock: Clock) {}

  getStatus = (): SensorStatus => this.status;

  update(patch: Partial<SensorStatus>): void {
    this.status = { ...this.status, ...patch };
    for (const listener of this.statusListeners) listener();
  }

  apply(event: ConnectionEvent): void {
    const { state, reconnectAttempt, error } = this.status;
    const next = nextConnection({ state, reconnectAttempt, error }, event);
    if (next.state === 'disconnected' || next.state === 'connected') this.cancelRetry();
    this.update(next);
  }

  /** Back to the start, keeping the device name so the screen can say what was connected. */
  reset(): void {
    this.cancelRetry();
    this.update({ ...INITIAL_CONNECTION, batteryPct: null });
  }

  subscribeStatus = (listener: () => void): (() => void) => {
    this.statusListeners.add(listener);
    return () => this.statusListeners.delete(listener);
  };

  onReading = (listener: (reading: SensorReading) => void): (() => void) => {
    this.readingListeners.add(listener);
    return () => this.readingListeners.delete(listener);
  };

  /** A failing listener (a screen's bug) must not starve the others, the recording included. */
  emit(reading: SensorReading): void {
    for (const listener of this.readingListeners) {
      try {
        listener(reading);
      } catch (error) {
        console.error(error);
      }
    }
  }

  countDroppedPacket(): void {
    this.update({ droppedPackets: this.status.droppedPackets + 1 });
  }

  /**
   * The link dropped by itself: retry `reopen` on the backoff schedule until it succeeds or
   * the user disconnects (which moves the state away from 'reconnecting'). `explain` turns a
   * failed retry's error into `status.error`, so the screen can say why it keeps failing.
   */
  linkLost(reopen: () => Promise<void>, explain?: (error: unknown) => string | null): void {
    this.apply({ type: 'link-lost' });
    if (this.status.state === 'reconnecting') this.scheduleRetry(reopen, explain);
  }

  private scheduleRetry(
    reopen: () => Promise<void>,
    explain?: (error: unknown) => string | null,
  ): void {
    this.cancelRetry();
    const delay = reconnectDelayMs(this.status.reconnectAttempt);
    this.retryTimer = this.clock.setTimeout(async () => {
      this.retryTimer = null;
      if (this.status.state !== 'reconnecting') return;
      try {
        await reopen();
        this.apply({ type: 'connected' });
      } catch (error) {
        if (this.status.state !== 'reconnecting') return;
        this.apply({ type: 'retry-failed', error: explain?.(error) ?? null });
        this.scheduleRetry(reopen, explain);
      }
    }, delay);
  }

  private cancelRetry(): void {
    if (this.retryTimer !== null) this.clock.clearTimeout(this.retryTimer);
    this.retryTimer = null;
  }
}
