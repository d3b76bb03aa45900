/** A participant's name as the report shows it: a link to their session, marked when unsynced. */
import { Anchor, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { UnsyncedMarker } from '../../results';
import type { ClassReportRow } from './class-report-rows';

export function ParticipantName({ row, t }: { row: ClassReportRow; t: TFunction }) {
  return (
    <>
      <Anchor component={Link} to={paths.activityDetail(row.activityId)}>
        {row.patientName}
      </Anchor>
      {row.unsynced && (
        <Text span ml="xs">
          <UnsyncedMarker state={row.unsynced} t={t} size="xs" />
        </Text>
      )}
    </>
  );
}
