/**
 * A store subscription that passes urgent changes (what the clinician did, an alarm) at once and
 * the rest (sensor readings) at most once per `intervalMs`: a fast sensor, or twelve of them,
 * must not re-render a screen per packet. The listener learns which it was (a pending reading
 * that goes out with an urgent change counts as urgent).
 */
export type StoreSubscribe = (listener: (urgent: boolean) => void) => () => void;

export function throttledSubscribe(subscribe: StoreSubscribe, intervalMs: number): StoreSubscribe {
  return (listener) => {
    let timer: ReturnType<typeof setTimeout> | null = null;
    const fire = (urgent: boolean) => {
      if (timer !== null) clearTimeout(timer);
      timer = null;
      listener(urgent);
    };
    const unsubscribe = subscribe((urgent) => {
      if (urgent) fire(true);
      else timer ??= setTimeout(() => fire(false), intervalMs);
    });
    return () => {
      unsubscribe();
      if (timer !== null) clearTimeout(timer);
    };
  };
}
