/**
 * Invites by e-mail with a role (admin, member, viewer, front desk), explaining what the chosen
 * role may see and do; the invitation appears in the list.
 */
import { Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ASSIGNABLE_ROLES } from '../../../common/clinic/clinic-roles';
import { FormAlert } from '../../components/form-alert';
import { ApiError } from '../../lib/api-error';
import { authErrorMessage } from '../../lib/error-message';
import { useFormSave } from '../../lib/use-form-save';
import { type AssignableRole, inviteMember } from './clinic-api';
import { useClinicTranslation } from './clinic-i18n';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function InviteForm({ onInvited }: { onInvited: () => void }) {
  const { t } = useClinicTranslation();
  const { t: tApp } = useTranslation();
  const form = useForm<{ email: string; role: AssignableRole }>({
    initialValues: { email: '', role: 'member' },
    validate: {
      email: (email) => (EMAIL_PATTERN.test(email.trim()) ? null : t('invite.emailInvalid')),
    },
  });
  const { onSubmit, formError, busy } = useFormSave(form, {
    // 409: one invitation and one membership per person and clinic; the server's words are English.
    wordFailure: (error) =>
      error instanceof ApiError && error.status === 409
        ? t('invite.alreadyInvited')
        : authErrorMessage(error, tApp),
  });
  const role = form.getValues().role;
  const hintId = useId();

  const submit = onSubmit(async ({ email, role: chosen }) => {
    await inviteMember(email.trim(), chosen);
    form.setFieldValue('email', '');
    onInvited();
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t('invite.title')}>
      <Stack gap="sm">
        <FormAlert message={formError} />
        <Group align="flex-start" gap="sm" wrap="wrap">
          <TextInput
            type="email"
            label={t('invite.email')}
            required
            {...form.getInputProps('email')}
            style={{ flex: '1 1 14rem' }}
          />
          <Select
            label={t('invite.role')}
            data={ASSIGNABLE_ROLES.map((value) => ({ value, label: t(`roles.${value}`) }))}
            {...form.getInputProps('role')}
            allowDeselect={false}
            aria-describedby={hintId}
            style={{ flex: '1 1 9rem' }}
          />
        </Group>
        {/* What the chosen role may see and do, under the row so both fields stay aligned. */}
        <Text id={hintId} size="sm" c="gray.7">
          {t(`join.roleHint.${role}`)}
        </Text>
        <Group>
          <Button type="submit" loading={busy}>
            {t('invite.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
