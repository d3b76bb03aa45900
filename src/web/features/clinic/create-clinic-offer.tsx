/**
 * Home's offer to someone with no clinic yet: what a clinic is for and "Create your clinic",
 * which opens the same dialog as Settings → Clinic. Shown only in the personal workspace once the
 * list of clinics has loaded empty, so a member of a clinic never sees it.
 */
import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { TitledCard } from '../../components/titled-card';
import { useClinicTranslation } from './clinic-i18n';
import { CreateClinicDialog } from './create-clinic-dialog';
import { useWorkspace } from './use-workspace';
import { useWorkspaceList } from './workspace-store';

export function CreateClinicOffer() {
  const { t } = useClinicTranslation();
  const workspace = useWorkspace();
  const { clinics, status } = useWorkspaceList();
  const [creating, setCreating] = useState(false);
  if (workspace.kind !== 'personal' || status !== 'ready' || clinics.length > 0) return null;
  return (
    <TitledCard p="md" title={t('offer.title')} data-testid="create-clinic-offer">
      <Text size="sm">{t('offer.body')}</Text>
      <Group>
        <Button onClick={() => setCreating(true)}>{t('offer.create')}</Button>
      </Group>
      <CreateClinicDialog opened={creating} onClose={() => setCreating(false)} />
    </TitledCard>
  );
}
