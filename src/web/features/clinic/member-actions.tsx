/** What an owner or admin can do to one member: change the role, make owner, reset link, remove. */
import { Button, Group, Select } from '@mantine/core';
import { ASSIGNABLE_ROLES } from '../../../common/clinic/clinic-roles';
import type { AssignableRole, ClinicMember } from './clinic-api';
import { useClinicTranslation } from './clinic-i18n';
import { MemberResetLink } from './member-reset-link';

export function MemberActions({
  member,
  canMakeOwner,
  onRole,
  onMakeOwner,
  onRemove,
}: {
  member: ClinicMember;
  /** Only an owner hands ownership over. */
  canMakeOwner: boolean;
  onRole(role: AssignableRole): void;
  onMakeOwner(): void;
  onRemove(): void;
}) {
  const { t } = useClinicTranslation();
  return (
    // Wraps: with "Make owner" beside the role and "Remove", a 360 px phone is too narrow for one row.
    <Group gap="xs" wrap="wrap">
      <Select
        size="xs"
        w={130}
        aria-label={t('members.roleOf', { name: member.user.name })}
        data={ASSIGNABLE_ROLES.map((value) => ({ value, label: t(`roles.${value}`) }))}
        value={member.role}
        allowDeselect={false}
        onChange={(value) => value && onRole(value as AssignableRole)}
      />
      {canMakeOwner && (
        <Button
          size="xs"
          variant="subtle"
          aria-label={t('members.makeOwnerNamed', { name: member.user.name })}
          onClick={onMakeOwner}
        >
          {t('members.makeOwner')}
        </Button>
      )}
      <MemberResetLink
        member={{ userId: member.userId, name: member.user.name || member.user.email }}
      />
      <Button
        size="xs"
        variant="subtle"
        color="red"
        aria-label={t('members.removeNamed', { name: member.user.name })}
        onClick={onRemove}
      >
        {t('members.remove')}
      </Button>
    </Group>
  );
}
