/** Pending invitations: who, which role, the link to share (copy) and "Revoke". */
import { Button, CopyButton, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { type ClinicInvitation, cancelInvitation } from './clinic-api';
import { useClinicTranslation } from './clinic-i18n';
import { inviteLink } from './invite-link';

export function InvitationList({
  invitations,
  onChanged,
}: {
  invitations: readonly ClinicInvitation[];
  onChanged: () => void;
}) {
  const { t } = useClinicTranslation();
  const pending = invitations.filter((invitation) => invitation.status === 'pending');
  if (pending.length === 0) {
    return (
      <Text size="sm" c="gray.7">
        {t('invitations.empty')}
      </Text>
    );
  }
  return (
    <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
      {pending.map((invitation) => {
        const link = inviteLink(invitation.id);
        return (
          <Paper component="li" key={invitation.id} withBorder p="sm" radius="md">
            <Stack gap={6}>
              <Group justify="space-between" gap="xs" wrap="wrap">
                <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {invitation.email}
                </Text>
                <Text size="sm" c="gray.7">
                  {t(`roles.${invitation.role}`)}
                </Text>
              </Group>
              <TextInput
                size="xs"
                readOnly
                value={link}
                label={t('invitations.link', { email: invitation.email })}
                onFocus={(event) => event.currentTarget.select()}
              />
              <Group gap="xs">
                <CopyButton value={link}>
                  {({ copied, copy }) => (
                    <Button size="xs" variant="light" onClick={copy}>
                      {copied ? t('invitations.copied') : t('invitations.copy')}
                    </Button>
                  )}
                </CopyButton>
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  aria-label={t('invitations.revokeNamed', { email: invitation.email })}
                  onClick={() => void cancelInvitation(invitation.id).then(onChanged, onChanged)}
                >
                  {t('invitations.revoke')}
                </Button>
              </Group>
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}
