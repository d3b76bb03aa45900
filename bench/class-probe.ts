/**
 * What the class benchmark installs in the page before the app runs: frames counted per second by
 * requestAnimationFrame, long tasks (PerformanceObserver, buffered), and reading-to-screen latency
 * from the heart-rate element's `data-reading-at` (when the reading arrived, epoch ms). The bench
 * drains it every minute with `drainClassProbe`. A string, not a function: tsx would wrap a
 * function's inner functions in helpers the page does not have.
 */

/** What one drain returns: everything since the previous drain (or the reset). */
export interface ProbeDrain {
  /** Frames in each whole second since the last drain (a second with no frame counts 0). */
  framesPerSecond: number[];
  /** Long tasks' durations (ms) that started since the last drain. */
  longTasksMs: number[];
  /** Date.now() − data-reading-at when the attribute changed (the DOM commit). */
  commitLatencyMs: number[];
  /** The same at the next animation frame, the one that paints it: "on screen". */
  frameLatencyMs: number[];
  /**
   * The alarm path: Date.now() − an alarm's `data-raised-at` (when the reading that raised it
   * arrived) at the first frame after its banner entered the page.
   */
  alarmLatencyMs: number[];
}

export const CLASS_PROBE_SCRIPT = `(() => {
  const probe = {
    origin: performance.now(),
    buckets: new Map(),
    drainedSeconds: 0,
    longTasks: [],
    commit: [],
    frame: [],
    pending: [],
    alarm: [],
    alarmPending: [],
    alarmsSeen: new Set(),
  };
  window.__classProbe = probe;
  const tick = (now) => {
    const second = Math.floor((now - probe.origin) / 1000);
    probe.buckets.set(second, (probe.buckets.get(second) ?? 0) + 1);
    if (probe.pending.length > 0) {
      const wall = Date.now();
      for (const at of probe.pending) probe.frame.push(wall - at);
      probe.pending = [];
    }
    if (probe.alarmPending.length > 0) {
      const wall = Date.now();
      for (const at of probe.alarmPending) probe.alarm.push(wall - at);
      probe.alarmPending = [];
    }
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.startTime >= probe.origin) probe.longTasks.push(entry.duration);
    }
  }).observe({ type: 'longtask', buffered: true });
  const alarmsIn = (node) =>
    node.nodeType !== 1 ? [] : [
      ...(node.matches('[data-raised-at]') ? [node] : []),
      ...node.querySelectorAll('[data-raised-at]'),
    ];
  const watch = () => {
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          for (const alert of alarmsIn(node)) {
            const at = Number(alert.getAttribute('data-raised-at'));
            const key = alert.getAttribute('data-priority') + ':' + at + ':' + alert.textContent;
            if (!at || probe.alarmsSeen.has(key)) continue;
            probe.alarmsSeen.add(key);
            probe.alarmPending.push(at);
          }
        }
      }
    }).observe(document.documentElement, { subtree: true, childList: true });
    new MutationObserver((records) => {
      const wall = Date.now();
      for (const record of records) {
        const at = Number(record.target.getAttribute('data-reading-at'));
        if (!at || String(at) === record.oldValue) continue;
        probe.commit.push(wall - at);
        probe.pending.push(at);
      }
    }).observe(document.documentElement, {
      subtree: true,
      attributes: true,
      attributeOldValue: true,
      attributeFilter: ['data-reading-at'],
    });
  };
  if (document.documentElement) watch();
  else document.addEventListener('DOMContentLoaded', watch);
  window.__classProbeReset = () => {
    probe.origin = performance.now();
    probe.buckets.clear();
    probe.drainedSeconds = 0;
    probe.longTasks = [];
    probe.commit = [];
    probe.frame = [];
    probe.alarm = [];
  };
  window.__classProbeDrain = () => {
    const whole = Math.floor((performance.now() - probe.origin) / 1000);
    const framesPerSecond = [];
    for (let s = probe.drainedSeconds; s < whole; s++) {
      framesPerSecond.push(probe.buckets.get(s) ?? 0);
      probe.buckets.delete(s);
    }
    probe.drainedSeconds = whole;
    const out = {
      framesPerSecond,
      longTasksMs: probe.longTasks,
      commitLatencyMs: probe.commit,
      frameLatencyMs: probe.frame,
      alarmLatencyMs: probe.alarm,
    };
    probe.longTasks = [];
    probe.commit = [];
    probe.frame = [];
    probe.alarm = [];
    return out;
  };
})();`;

type ProbeWindow = { __classProbeReset(): void; __classProbeDrain(): ProbeDrain };

/** Starts the measured window: everything before (sign-in, setup, settling) is dropped. */
export const resetClassProbe = () => (window as unknown as ProbeWindow).__classProbeReset();

export const drainClassProbe = () => (window as unknown as ProbeWindow).__classProbeDrain();
