/**
 * The save of one clinic setting chosen from a control (the HR-max formula, the time zone): the
 * choice shown at once while the server stores it, then "saved" or the problem in the reader's
 * words — a 400 about this setting as the server names it, anything else via dataErrorMessage.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClinicSettings } from '../../../common/schemas/clinic-settings';
import { formFailure } from '../../lib/form-errors';
import { saveClinicSettings } from '../clinic';

export function useClinicSettingSave<Name extends keyof ClinicSettings>(name: Name) {
  const { t } = useTranslation();
  const [pending, setPending] = useState<ClinicSettings[Name] | null>(null);
  const [saved, setSaved] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const save = (value: ClinicSettings[Name]) => {
    setSaved(false);
    setProblem(null);
    setPending(value);
    saveClinicSettings({ [name]: value }).then(
      () => {
        setPending(null);
        setSaved(true);
      },
      (error: unknown) => {
        setPending(null);
        const failure = formFailure(error, [name], t);
        setProblem(failure.fieldErrors[name] ?? failure.formError);
      },
    );
  };

  return { pending, saved, problem, save };
}
