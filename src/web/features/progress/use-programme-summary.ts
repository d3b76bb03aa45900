/**
 * The programme a patient's Progress and Documents tabs show (the active one, else the newest
 * discharged) and its summary from the server, read again when the programme changes.
 */
import { useMemo } from 'react';
import type { ProgrammeSummary } from '../../../common/schemas/programme-summary';
import { useReplaceServerData, useServerQuery } from '../../lib/server-state';
import { type ChartProgramme, useProgrammeRecords } from '../records';
import { fetchProgrammeSummary } from './progress-api';

export function useShownProgramme(patientId: string) {
  const records = useProgrammeRecords(patientId);
  const programme: ChartProgramme | null = useMemo(
    () => records.programmes.find((p) => p.status === 'active') ?? records.programmes[0] ?? null,
    [records.programmes],
  );
  return { records, programme };
}

export function useProgrammeSummary(patientId: string, programme: ChartProgramme) {
  // The version: a discharge or an edit elsewhere reads the summary again.
  const key = ['programme-summary', patientId, programme.programmeId, programme.version];
  const read = useServerQuery({
    key,
    read: () => fetchProgrammeSummary(patientId, programme.programmeId),
  });
  const replace = useReplaceServerData<ProgrammeSummary>(key);
  return { read, replace };
}
