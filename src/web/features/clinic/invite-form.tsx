/**
 * Invites by e-mail with a role (admin, member, viewer, front desk), explaining what the chosen
 * role may see and do; the invitation appears in the list.
 */
import { Alert, Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ASSIGNABLE_ROLES } from '../../../common/clinic/clinic-roles';
import { ApiError } from '../../lib/api-error';
import { authErrorMessage } from '../../lib/error-message';
import { type AssignableRole, inviteMember } from './clinic-api';
import { useClinicTranslation } from './clinic-i18n';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function InviteForm({ onInvited }: { onInvited: () => void }) {
  const { t } = useClinicTranslation();
  const { t: tApp } = useTranslation();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<AssignableRole>('member');
  const [invalid, setInvalid] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const hintId = useId();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const address = email.trim();
    if (!EMAIL_PATTERN.test(address)) return setInvalid(t('invite.emailInvalid'));
    setInvalid(null);
    setFailed(null);
    setBusy(true);
    try {
      await inviteMember(address, role);
      setEmail('');
      onInvited();
    } catch (error) {
      // 409: one invitation and one membership per person and clinic; the server's words are English.
      const taken = error instanceof ApiError && error.status === 409;
      setFailed(taken ? t('invite.alreadyInvited') : authErrorMessage(error, tApp));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('invite.title')}>
      <Stack gap="sm">
        {failed && (
          <Alert color="red" variant="light" role="alert">
            {failed}
          </Alert>
        )}
        <Group align="flex-start" gap="sm" wrap="wrap">
          <TextInput
            type="email"
            label={t('invite.email')}
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            error={invalid}
            required
            style={{ flex: '1 1 14rem' }}
          />
          <Select
            label={t('invite.role')}
            data={ASSIGNABLE_ROLES.map((value) => ({ value, label: t(`roles.${value}`) }))}
            value={role}
            onChange={(value) => value && setRole(value as AssignableRole)}
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
