/**
 * A store subscription for useSyncExternalStore that passes urgent changes (what the clinician
 * did, an alarm) at once and the rest (sensor readings) at most once per `intervalMs`: a fast
 * sensor, or twelve of them, must not re-render a screen per packet.
 */
export function throttledSubscribe(
  subscribe: (listener: (urgent: boolean) => void) => () => void,
  intervalMs: number,
): (listener: () => void) => () => void {
  return (listener) => {
    let timer: ReturnType<typeof setTimeout> | null = null;
    const fire = () => {
      if (timer !== null) clearTimeout(timer);
      timer = null;
      listener();
    };
    const unsubscribe = subscribe((urgent) => {
      if (urgent) fire();
      else timer ??= setTimeout(fire, intervalMs);
    });
    return () => {
      unsubscribe();
      if (timer !== null) clearTimeout(timer);
    };
  };
}
