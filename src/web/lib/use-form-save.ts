/**
 * A @mantine/form form's save: checked by the form's own rules first, then the write; a failed
 * write is split by formFailure (a server 400 on its fields, anything else one alert).
 */
import type { UseFormReturnType } from '@mantine/form';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type FailureWording, formFailure } from './form-errors';

export function useFormSave<Values extends object>(
  form: UseFormReturnType<Values>,
  wording: FailureWording = {},
) {
  const { t } = useTranslation();
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Enter in a field while a save runs must not send it twice (nor end its busy mark early,
  // as the form's own `submitting` would).
  const saving = useRef(false);

  /** The form's onSubmit: runs `save` with the checked values; it ends the form when it is done. */
  const onSubmit = (save: (values: Values) => Promise<void>) =>
    form.onSubmit(async (values) => {
      if (saving.current) return;
      saving.current = true;
      setBusy(true);
      setFormError(null);
      try {
        await save(values);
      } catch (error) {
        const failure = formFailure(error, Object.keys(form.getValues()), t, wording);
        form.setErrors(failure.fieldErrors);
        setFormError(failure.formError);
      } finally {
        saving.current = false;
        setBusy(false);
      }
    });

  /** For a form whose question changes under its alert (a backup code instead of the app's). */
  const clearFormError = () => setFormError(null);

  return { onSubmit, formError, busy, clearFormError };
}
