/**
 * The chart's Home tab (issue 39): the patient's home access, read from the server, with the
 * active programme's on-site sessions and home clearance. A clinic's patients only: in a
 * personal workspace it says so. The front desk never opens a chart.
 */
import { Alert, Stack, Title } from '@mantine/core';
import { QueryBoundary } from '../../components/query-boundary';
import { useActiveWorkspace } from '../../lib/active-workspace';
import { useUser } from '../auth';
import { clinicianOf, useClinicians } from '../documents';
import { useActiveProgramme } from '../records';
import { HomeAccessPanel, type HomeProgrammeFacts } from './home-access-panel';
import {
  clearForHome,
  inviteHome,
  revokeHome,
  useHomeAccess,
  useHomeClearance,
} from './home-clinic-api';
import { useHomeClinicTranslation } from './home-clinic-i18n';

interface ChartTabProps {
  patientId: string;
  canWrite: boolean;
}

function ClinicHomeTab({ patientId, canWrite }: ChartTabProps) {
  const { t } = useHomeClinicTranslation();
  const access = useHomeAccess(patientId);
  const { programme } = useActiveProgramme(patientId);
  const programmeId = programme?.programmeId ?? null;
  const clearance = useHomeClearance(patientId, programmeId);
  const user = useUser();
  const clinicians = useClinicians(canWrite);
  const isPhysician = clinicianOf(clinicians.data, user?.id)?.physician === true;
  const facts: HomeProgrammeFacts | null = programme
    ? {
        riskClass: programme.riskClass,
        clinicSessionsDone: clearance.data?.clinicSessionsDone ?? null,
        clearance: clearance.data ?? null,
      }
    : null;
  return (
    <QueryBoundary
      read={access}
      loadingLabel={t('access.loading')}
      errorTitle={t('access.loadFailed')}
    >
      {(state) => (
        <HomeAccessPanel
          state={state}
          canWrite={canWrite}
          programme={facts}
          isPhysician={isPhysician}
          onInvite={(email) => inviteHome(patientId, email)}
          onRevoke={() => revokeHome(patientId)}
          onClear={(homeCleared) =>
            programmeId ? clearForHome(patientId, programmeId, homeCleared) : Promise.resolve()
          }
        />
      )}
    </QueryBoundary>
  );
}

export function HomeTab(props: ChartTabProps) {
  const { t } = useHomeClinicTranslation();
  const workspace = useActiveWorkspace();
  return (
    <Stack gap="md">
      <Title order={2} size="h4">
        {t('access.title')}
      </Title>
      {workspace.kind === 'clinic' ? (
        <ClinicHomeTab {...props} />
      ) : (
        <Alert color="gray" variant="light">
          {t('access.personal')}
        </Alert>
      )}
    </Stack>
  );
}
