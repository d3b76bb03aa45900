/**
 * State for the small text forms (sign-in, sign-up, password): values, "required" marks,
 * a busy flag for the submit button and the error of the last attempt.
 */
import { type ChangeEvent, type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

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

  const inputProps = (field: F) => ({
    name: field,
    value: values[field],
    required: true,
    // No asterisk: every field here is required, and labels stay exactly "Email", "Password".
    withAsterisk: false,
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

  return { values, inputProps, onSubmit, busy, error, reset: () => setValues(empty()) };
}
