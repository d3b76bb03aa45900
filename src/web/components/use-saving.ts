/** A form's save: busy while it runs, `failed` when it threw (kept on the form), done after. */
import { useState } from 'react';

export function useSaving(onDone: () => void) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const save = async (write: () => Promise<void>) => {
    setBusy(true);
    setFailed(false);
    try {
      await write();
      onDone();
    } catch {
      setFailed(true);
      setBusy(false);
    }
  };
  return { busy, failed, save };
}
