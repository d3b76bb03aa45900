/**
 * Settings' "Clinic": in the personal workspace a card to create one; in a clinic, for owners
 * and admins, its members, the invitation form and pending invitations; others see their role.
 */
import { Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { QueryBoundary } from '../../components/query-boundary';
import { TitledCard } from '../../components/titled-card';
import { useUser } from '../auth';
import { useAuditTranslation } from './audit-i18n';
import { type AuditMember, type AuditPatients, AuditTrail } from './audit-trail';
import type { FullClinic } from './clinic-api';
import { useClinicTranslation } from './clinic-i18n';
import { CreateClinicDialog } from './create-clinic-dialog';
import { InvitationList } from './invitation-list';
import { InviteForm } from './invite-form';
import { type MemberDetail, MemberList } from './member-list';
import { TransferDialog, useTransferTranslation } from './transfer-dialog';
import { refreshFullClinic, useFullClinic } from './use-full-clinic';
import { useWorkspace } from './use-workspace';
import { useWorkspaceList } from './workspace-store';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <TitledCard title={title} gap="md" p={{ base: 'md', sm: 'lg' }}>
      {children}
    </TitledCard>
  );
}

/**
 * `directory`: the workspace's patients (from the patients feature, which imports this one);
 * `memberDetail`: what other features show under each member (and under oneself in the personal
 * workspace), passed in so clinic imports none of them.
 */
export function ClinicSection({
  directory,
  memberDetail,
}: {
  directory: AuditPatients;
  memberDetail?: MemberDetail;
}) {
  const { t } = useClinicTranslation();
  const workspace = useWorkspace();
  const [creating, setCreating] = useState(false);
  const [transferring, setTransferring] = useState(false);
  const { clinics } = useWorkspaceList();
  const { t: tTransfer } = useTransferTranslation();
  const user = useUser();

  if (workspace.kind === 'personal') {
    return (
      <>
        <Section title={t('section.createTitle')}>
          <Text size="sm">{t('section.createBody')}</Text>
          <Group gap="sm">
            <Button variant="light" onClick={() => setCreating(true)}>
              {t('workspace.create')}
            </Button>
            {clinics.length > 0 && (
              <Button variant="light" onClick={() => setTransferring(true)}>
                {tTransfer('open')}
              </Button>
            )}
          </Group>
          {user &&
            memberDetail?.({ userId: user.id, name: user.name || user.email, role: 'owner' })}
          <CreateClinicDialog opened={creating} onClose={() => setCreating(false)} />
          {transferring && (
            <TransferDialog
              opened={transferring}
              onClose={() => setTransferring(false)}
              patients={directory.patients}
            />
          )}
        </Section>
        <AuditSection members={[]} directory={directory} />
      </>
    );
  }
  const title = t('section.title', { name: workspace.clinicName });
  if (!workspace.canManage) {
    return (
      <Section title={title}>
        <Text size="sm">{t('section.yourRole', { role: t(`roles.${workspace.role}`) })}</Text>
      </Section>
    );
  }
  return <ClinicManagement title={title} directory={directory} memberDetail={memberDetail} />;
}

/** The clinic's card (members, invitations) and, once its members are known, the audit trail's. */
function ClinicManagement({
  title,
  directory,
  memberDetail,
}: {
  title: string;
  directory: AuditPatients;
  memberDetail?: MemberDetail;
}) {
  const { t } = useClinicTranslation();
  // Keyed by the workspace: another clinic's members are another read.
  const clinic = useFullClinic();
  return (
    <QueryBoundary
      read={clinic}
      loadingLabel={t('section.loading')}
      loading={
        <Section title={title}>
          <Loader size="sm" aria-busy="true" aria-label={t('section.loading')} />
        </Section>
      }
      errorTitle={t('section.loadFailed')}
    >
      {(value) => (
        <ClinicCards
          clinic={value}
          title={title}
          directory={directory}
          memberDetail={memberDetail}
        />
      )}
    </QueryBoundary>
  );
}

function ClinicCards({
  clinic,
  title,
  directory,
  memberDetail,
}: {
  clinic: FullClinic;
  title: string;
  directory: AuditPatients;
  memberDetail?: MemberDetail;
}) {
  const { t } = useClinicTranslation();
  const changed = () => void refreshFullClinic();
  return (
    <>
      <Section title={title}>
        <Stack gap="lg">
          <Stack gap="xs">
            <Title order={3} fz="h5">
              {t('members.title', { count: clinic.members.length })}
            </Title>
            <MemberList members={clinic.members} onChanged={changed} memberDetail={memberDetail} />
          </Stack>
          <Stack gap="xs">
            <Title order={3} fz="h5">
              {t('invite.title')}
            </Title>
            <InviteForm onInvited={changed} />
          </Stack>
          <Stack gap="xs">
            <Title order={3} fz="h5">
              {t('invitations.title')}
            </Title>
            <InvitationList invitations={clinic.invitations} onChanged={changed} />
          </Stack>
        </Stack>
      </Section>
      <AuditSection
        members={clinic.members.map((m) => ({
          userId: m.userId,
          name: m.user.name || m.user.email,
        }))}
        directory={directory}
      />
    </>
  );
}

/** The audit trail, in its own card below the clinic's (or the personal workspace's) settings. */
function AuditSection({
  members,
  directory,
}: {
  members: readonly AuditMember[];
  directory: AuditPatients;
}) {
  const { t } = useAuditTranslation();
  return (
    <Section title={t('title')}>
      <AuditTrail members={members} directory={directory} />
    </Section>
  );
}
