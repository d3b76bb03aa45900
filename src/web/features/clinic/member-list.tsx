/**
 * The clinic's members: name, e-mail, role (changeable but the owner's), "Remove", and for an
 * owner "Make owner" (a clinic always keeps an owner, so the only one hands ownership over
 * before deleting their account).
 */
import { Group, Paper, Stack, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClinicRole } from '../../../common/clinic/clinic-roles';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { authErrorMessage } from '../../lib/error-message';
import { useUser } from '../auth';
import {
  type AssignableRole,
  type ClinicMember,
  makeOwner,
  removeMember,
  updateMemberRole,
} from './clinic-api';
import { useClinicTranslation } from './clinic-i18n';
import { MemberActions } from './member-actions';

/** What other features show under a member (their clinical role), given the member's role. */
export type MemberDetail = (member: {
  userId: string;
  name: string;
  role: ClinicRole;
}) => ReactNode;

export function MemberList({
  members,
  onChanged,
  memberDetail,
}: {
  members: readonly ClinicMember[];
  onChanged: () => void;
  /** Shown under each member (the physician flag and registration). */
  memberDetail?: MemberDetail;
}) {
  const { t } = useClinicTranslation();
  const { t: tApp } = useTranslation();
  const user = useUser();
  const [removing, setRemoving] = useState<ClinicMember | null>(null);
  const [handingOver, setHandingOver] = useState<ClinicMember | null>(null);
  const iAmOwner = members.some((m) => m.userId === user?.id && m.role === 'owner');
  const [failed, setFailed] = useState<string | null>(null);

  const changeRole = async (member: ClinicMember, role: AssignableRole) => {
    setFailed(null);
    try {
      await updateMemberRole(member.id, role);
    } catch (error) {
      setFailed(authErrorMessage(error, tApp));
    }
    onChanged();
  };

  return (
    <>
      {failed && (
        <Text size="sm" c="red.8" role="alert">
          {failed}
        </Text>
      )}
      <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
        {members.map((member) => {
          const fixed = member.role === 'owner' || member.userId === user?.id;
          return (
            <Paper component="li" key={member.id} withBorder p="sm" radius="md">
              <Group justify="space-between" align="center" gap="sm" wrap="wrap">
                <Stack gap={0} style={{ minWidth: 0, flex: '1 1 12rem' }}>
                  <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {member.user.name}
                  </Text>
                  <Text size="xs" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
                    {member.user.email}
                  </Text>
                </Stack>
                {fixed ? (
                  <Text size="sm">{t(`roles.${member.role}`)}</Text>
                ) : (
                  <MemberActions
                    member={member}
                    canMakeOwner={iAmOwner}
                    onRole={(role) => void changeRole(member, role)}
                    onMakeOwner={() => setHandingOver(member)}
                    onRemove={() => setRemoving(member)}
                  />
                )}
              </Group>
              {memberDetail?.({
                userId: member.userId,
                name: member.user.name || member.user.email,
                role: member.role,
              })}
            </Paper>
          );
        })}
      </Stack>
      <ConfirmDialog
        opened={removing !== null}
        title={t('members.removeTitle', { name: removing?.user.name ?? '' })}
        confirmLabel={t('members.remove')}
        onClose={() => setRemoving(null)}
        describeError={(error) => authErrorMessage(error, tApp)}
        onConfirm={async () => {
          if (!removing) return;
          await removeMember(removing.id);
          setRemoving(null);
          onChanged();
        }}
      >
        <Text size="sm">{t('members.removeBody')}</Text>
      </ConfirmDialog>
      <ConfirmDialog
        opened={handingOver !== null}
        title={t('members.makeOwnerTitle', { name: handingOver?.user.name ?? '' })}
        confirmLabel={t('members.makeOwner')}
        onClose={() => setHandingOver(null)}
        describeError={(error) => authErrorMessage(error, tApp)}
        onConfirm={async () => {
          if (!handingOver) return;
          await makeOwner(handingOver.id);
          setHandingOver(null);
          onChanged();
        }}
      >
        <Text size="sm">{t('members.makeOwnerBody')}</Text>
      </ConfirmDialog>
    </>
  );
}
