/**
 * "Reset link" beside a member in Settings → Clinic (owners and admins): the server makes a
 * one-time password reset link for a member who forgot theirs, to hand over in person (no
 * e-mail needed). It says what the link allows and until when; the server refuses the accounts
 * it must not reach (reset-link-routes.ts) and logs every link in the audit trail.
 */
import { Alert, Button, CopyButton, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { apiPaths } from '../../../common/api/api-paths';
import { apiRequest } from '../../lib/api-client';
import { authErrorMessage } from '../../lib/error-message';
import { formatDateTime } from '../../lib/locale-format';
import { RESET_NS } from '../auth';

const resetLinkSchema = z.object({ link: z.string(), expiresAt: z.number() });
type ResetLink = z.infer<typeof resetLinkSchema>;

export function MemberResetLink({ member }: { member: { userId: string; name: string } }) {
  const { t, i18n } = useTranslation(RESET_NS);
  const { t: tApp } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [busy, setBusy] = useState(false);
  const [made, setMade] = useState<ResetLink | null>(null);
  const [failed, setFailed] = useState<string | null>(null);

  const make = async () => {
    setOpened(true);
    setBusy(true);
    setMade(null);
    setFailed(null);
    try {
      const answer = await apiRequest(apiPaths.memberResetLink(member.userId), {
        method: 'POST',
        body: {},
        schema: resetLinkSchema,
      });
      setMade(answer);
    } catch (error) {
      setFailed(authErrorMessage(error, tApp));
    } finally {
      setBusy(false);
    }
  };
  const time = made ? formatDateTime(made.expiresAt, i18n.language, { timeStyle: 'short' }) : '';

  return (
    <>
      <Button
        size="xs"
        variant="subtle"
        aria-label={t('memberLinkFor', { name: member.name })}
        loading={busy}
        onClick={() => void make()}
      >
        {t('memberLink')}
      </Button>
      <Modal
        opened={opened && !busy}
        onClose={() => setOpened(false)}
        title={t('memberLinkTitle', { name: member.name })}
      >
        <Stack gap="sm">
          {failed && (
            <Alert color="red" variant="light" role="alert">
              {failed}
            </Alert>
          )}
          {made && (
            <>
              <Text size="sm">{t('memberLinkHelp', { name: member.name, time })}</Text>
              <TextInput
                readOnly
                value={made.link}
                aria-label={t('memberLinkTitle', { name: member.name })}
              />
            </>
          )}
          <Group justify="flex-end">
            {made && (
              <CopyButton value={made.link}>
                {({ copied, copy }) => (
                  <Button variant="light" onClick={copy}>
                    {copied ? t('copied') : t('copy')}
                  </Button>
                )}
              </CopyButton>
            )}
            <Button variant="default" onClick={() => setOpened(false)}>
              {t('close')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
