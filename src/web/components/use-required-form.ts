/**
 * State for the small text forms (sign-in, sign-up, password): values, "required" marks,
 * a busy flag for the submit button, whether it can be used yet, and the last attempt's error.
 */
import { type ChangeEvent, type FormEvent, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';

const subscribeNever = () => () => undefined;

/**
 * False while React hydrates prerendered markup (and in the prerender itself), true after. The
 * sign-in page is shown before its script runs; until then its fields take no typing (React would
 * drop it) and the button stays off (the browser would send the form itself, password in the URL).
 */
function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}

export function useRequiredForm<F extends string>(
  fields: readonly F[],
  submit: (values: Record<F, string>) => Promise<void>,
  describeError: (error: unknown) => string,
) {
  const { t } = useTranslation();
  const empty = () => Object.fromEntries(fields.map((field) => [field, ''])) as Record<F, string>;
  const [values, setValues] = useState(empty);
  const [missing, setMissing] = useState<readonly F[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const ready = useHydrated();

  const inputProps = (field: F) => ({
    name: field,
    value: values[field],
    required: true,
    // No asterisk: every field here is required, and labels stay exactly "Email", "Password".
    withAsterisk: false,
    readOnly: !ready,
    error: missing.includes(field) ? t('validation.required') : undefined,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const { value } = event.currentTarget;
      setValues((current) => ({ ...current, [field]: value }));
    },
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const nowMissing = fields.filter((field) => values[field].trim() === '');
    setMissing(nowMissing);
    if (nowMissing.length > 0) return;
    setBusy(true);
    setError(null);
    try {
      await submit(values);
    } catch (failure) {
      setError(describeError(failure));
    } finally {
      setBusy(false);
    }
  };

  return { values, inputProps, onSubmit, busy, ready, error, reset: () => setValues(empty()) };
}
