/**
 * Keeps emulated peripherals "notifying" about once a second, as a strap does, and counts the
 * packets that reached the page, so a journey can check that each was recorded exactly once.
 */
import type { EmulatedBluetooth, EmulatedPeripheral } from './emulated-bluetooth';

export class ReadingFeeder {
  /** Packets that reached the driver, per peripheral, since the last `resetCounts()`. */
  readonly delivered = new Map<EmulatedPeripheral, number>();
  /** Peripherals skipped for now (a journey feeding them by hand, or waiting for a rediscovery). */
  readonly held = new Set<EmulatedPeripheral>();
  private running: Promise<void> | null = null;
  private stopping = false;

  constructor(
    private readonly ble: EmulatedBluetooth,
    private readonly packets: Map<EmulatedPeripheral, () => string>,
    private readonly intervalMs = 1000,
  ) {}

  start(): void {
    if (this.running) return;
    this.stopping = false;
    this.running = this.loop();
  }

  /** Resolves once the round in flight is over: nothing is fed after it. */
  async stop(): Promise<void> {
    this.stopping = true;
    await this.running;
    this.running = null;
  }

  resetCounts(): void {
    this.delivered.clear();
  }

  private async loop(): Promise<void> {
    while (!this.stopping) {
      const started = Date.now();
      for (const [peripheral, packet] of this.packets) {
        if (this.stopping) return;
        if (this.held.has(peripheral)) continue;
        if (await this.ble.notify(peripheral, packet())) {
          this.delivered.set(peripheral, (this.delivered.get(peripheral) ?? 0) + 1);
        }
      }
      const rest = this.intervalMs - (Date.now() - started);
      if (rest > 0) await new Promise((resolve) => setTimeout(resolve, rest));
    }
  }
}
