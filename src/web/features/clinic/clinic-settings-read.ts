/**
 * The workspace's settings (GET/PUT /api/clinic-settings: inactivity lock, heart-rate-max
 * formula, required two-factor): one read shared by the lock, Settings and the recorder's zones
 * (issue 38; it was read four ways). Offline, the last answer kept on this device (wiped with the
 * workspace's other cached reads).
 */
import { apiPaths } from '../../../common/api/api-paths';
import {
  type ClinicSettingsAnswer,
  type ClinicSettingsChange,
  clinicSettingsAnswerSchema,
} from '../../../common/schemas/clinic-settings';
import { apiRequest } from '../../lib/api-client';
import { replaceServerData, type ServerRead, useServerQuery } from '../../lib/server-state';
import { fetchWithCache, writeCache } from '../sync';

const KEY = ['clinic-settings'] as const;
const CACHE_KEY = 'clinic-settings';

function readClinicSettings(): Promise<ClinicSettingsAnswer> {
  const request = () =>
    apiRequest(apiPaths.clinicSettings(), { schema: clinicSettingsAnswerSchema });
  return fetchWithCache(CACHE_KEY, request, clinicSettingsAnswerSchema);
}

export function useClinicSettings(enabled = true): ServerRead<ClinicSettingsAnswer> {
  return useServerQuery({ key: KEY, read: readClinicSettings, enabled });
}

/** Changes settings (the server checks who may), then shows and keeps its answer. */
export async function saveClinicSettings(
  change: ClinicSettingsChange,
): Promise<ClinicSettingsAnswer> {
  const answer = await apiRequest(apiPaths.clinicSettings(), {
    method: 'PUT',
    body: change,
    schema: clinicSettingsAnswerSchema,
  });
  replaceServerData(KEY, answer);
  await writeCache(CACHE_KEY, answer);
  return answer;
}
