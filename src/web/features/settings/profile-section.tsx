/** Display name: saved to the account and to the local user info the greeting reads. */
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DISPLAY_NAME_MAX, updateMeSchema } from '../../../common/schemas/user';
import { FormAlert } from '../../components/form-alert';
import { authErrorMessage } from '../../lib/error-message';
import { parserRules } from '../../lib/form-errors';
import { useFormSave } from '../../lib/use-form-save';
import { updateDisplayName, useUser } from '../auth';
import { SettingsSection } from './settings-section';

type NameProblem = 'tooLong' | 'invalid';

/** The name as the account keeps it (trimmed), or why not: too long, or a control character. */
function parseNameForm(values: { name: string }) {
  const parsed = updateMeSchema.safeParse(values);
  if (parsed.success) return { name: parsed.data.name };
  const tooLong = parsed.error.issues.some((issue) => issue.code === 'too_big');
  return { errors: { name: (tooLong ? 'tooLong' : 'invalid') as NameProblem } };
}

export function ProfileSection() {
  const { t } = useTranslation();
  const user = useUser();
  const [saved, setSaved] = useState(false);
  const form = useForm({
    initialValues: { name: user?.name ?? '' },
    // "Name saved." is about the name as saved, not one typed since.
    onValuesChange: () => setSaved(false),
    validate: parserRules(parseNameForm, (_field, problem: NameProblem) =>
      problem === 'tooLong'
        ? t('validation.maxLength', { max: DISPLAY_NAME_MAX })
        : t('validation.invalid'),
    ),
  });
  const { onSubmit, formError, busy } = useFormSave(form, { wordFailure: authErrorMessage });

  const submit = onSubmit(async (values) => {
    const parsed = parseNameForm(values);
    if ('errors' in parsed) return;
    await updateDisplayName(parsed.name);
    form.setValues({ name: parsed.name });
    setSaved(true);
  });

  return (
    <SettingsSection title={t('settings.profile')}>
      <Text size="sm" c="gray.7">
        {t('settings.signedInAs', { email: user?.email ?? '' })}
      </Text>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Group align="flex-end" gap="sm" wrap="wrap">
            <TextInput
              label={t('settings.displayName')}
              description={t('settings.displayNameHint')}
              {...form.getInputProps('name')}
              autoComplete="name"
              style={{ flex: '1 1 16rem' }}
            />
            <Button type="submit" loading={busy}>
              {t('common.save')}
            </Button>
          </Group>
          <FormAlert message={formError} />
        </Stack>
      </form>
      {saved && (
        <Text size="sm" c="ritmo.9" role="status">
          {t('settings.nameSaved')}
        </Text>
      )}
    </SettingsSection>
  );
}
