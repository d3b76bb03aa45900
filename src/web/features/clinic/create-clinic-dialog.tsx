/** "Create clinic…": its name; the new clinic becomes the active workspace, its creator the owner. */
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { clinicNameSchema } from '../../../common/schemas/clinic';
import { FormAlert } from '../../components/form-alert';
import { parserRules } from '../../lib/form-errors';
import { useFormSave } from '../../lib/use-form-save';
import { useClinicTranslation } from './clinic-i18n';
import { switchFailureMessage } from './switch-refusal';
import { createAndEnterClinic } from './workspace-store';

/** The clinic's handle (its slug, at most 100 characters) is made from the name. */
const MAX_NAME_LENGTH = 100;

type NameProblem = 'required' | 'tooLong' | 'invalid';

/** The name as the clinic will be called (the shared rule, trimmed), or why not. */
export function parseClinicName({ name }: { name: string }) {
  const trimmed = name.trim();
  const problem: NameProblem | null =
    trimmed === ''
      ? 'required'
      : trimmed.length > MAX_NAME_LENGTH
        ? 'tooLong'
        : clinicNameSchema.safeParse(trimmed).success
          ? null
          : 'invalid';
  return problem ? { errors: { name: problem } } : { name: trimmed };
}

export function CreateClinicDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useClinicTranslation();
  const { t: tApp } = useTranslation();
  const form = useForm({
    initialValues: { name: '' },
    validate: parserRules(parseClinicName, (_field, problem: NameProblem) => {
      if (problem === 'required') return t('create.nameRequired');
      if (problem === 'tooLong') return t('create.nameTooLong', { max: MAX_NAME_LENGTH });
      return tApp('validation.invalid');
    }),
  });
  const { onSubmit, formError, busy } = useFormSave(form, {
    wordFailure: (error) => switchFailureMessage(error, t, tApp),
  });
  const submit = onSubmit(async (values) => {
    const parsed = parseClinicName(values);
    if (parsed.errors) return;
    await createAndEnterClinic(parsed.name);
  });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('create.title')}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <FormAlert message={formError} title={t('create.failed')} />
          <TextInput
            label={t('create.name')}
            description={t('create.nameHint')}
            required
            data-autofocus
            {...form.getInputProps('name')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={busy}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={busy}>
              {t('create.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
