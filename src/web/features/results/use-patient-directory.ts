/**
 * Patient names for results: the shared dictionary (instant when Home has loaded it) plus the
 * archived patients, whose past sessions still need a name: the cached list at once, then the
 * API's. Until either loads, ids stand in.
 */
import { useEffect, useMemo, useState } from 'react';
import type { Patient } from '../../../common/schemas/patient';
import { onClearLocalData } from '../../lib/local-data';
import { usePatientState } from '../patients';
import { fetchAllPatients, readCachedAllPatients } from './all-patients-api';

let cachedAll: readonly Patient[] | null = null;
onClearLocalData(() => {
  cachedAll = null;
});

export interface PatientDirectory {
  /** Every patient, archived ones too, for the patient filter. */
  patients: readonly Patient[];
  names: Readonly<Record<string, string>>;
}

export function usePatientDirectory(): PatientDirectory {
  const { patients: active, patientNames } = usePatientState();
  const [all, setAll] = useState(cachedAll);

  useEffect(() => {
    let live = true;
    // The list as last seen first (no round trip on start), then the API's.
    void readCachedAllPatients().then((patients) => {
      if (live && patients && cachedAll === null) setAll(patients);
    });
    fetchAllPatients()
      .then((patients) => {
        cachedAll = patients;
        if (live) setAll(patients);
      })
      // Names are a convenience here: on failure the rows show ids and the filter the cached list.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);

  return useMemo(() => {
    const patients = all ?? active;
    const names: Record<string, string> = { ...patientNames };
    for (const patient of patients) names[patient.patientId] ??= patient.patientName;
    return { patients, names };
  }, [all, active, patientNames]);
}

/** The name to show for a session's patient: the id when the name is unknown. */
export function patientNameOf(names: Readonly<Record<string, string>>, patientId: string): string {
  return names[patientId] ?? patientId;
}
