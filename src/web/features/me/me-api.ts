/**
 * The patient user's calls (PRODUCT.md section 12): only `/api/home/*`, answered for the account's
 * own patient record; the patient id never travels from here.
 */

import { z } from 'zod';
import { apiPaths } from '../../../common/api/api-paths';
import type { Language } from '../../../common/language';
import {
  type ActivityListItem,
  activityListResponseSchema,
} from '../../../common/schemas/activity';
import {
  type HomeLink,
  type HomeLinkAnswer,
  homeLinkAnswerSchema,
  homeLinkSchema,
} from '../../../common/schemas/home-access';
import { type HomeConsent, homeConsentSchema } from '../../../common/schemas/home-consent';
import { type HomeToday, homeTodaySchema } from '../../../common/schemas/home-today';
import { apiRequest } from '../../lib/api-client';

/** The account's patient link, and whether the account is also a clinician's. */
export function loadLink(): Promise<HomeLinkAnswer> {
  return apiRequest(apiPaths.homeLink(), { schema: homeLinkAnswerSchema });
}

/** Spends a home-access code: the account becomes that patient's user. 410: spent or expired. */
export async function joinWithCode(code: string): Promise<HomeLink> {
  const answer = await apiRequest(apiPaths.homeJoin(), {
    method: 'POST',
    body: { code },
    schema: z.object({ link: homeLinkSchema }),
  });
  return answer.link;
}

export function loadToday(): Promise<HomeToday> {
  return apiRequest(apiPaths.homeToday(), { schema: homeTodaySchema });
}

export function loadConsent(language: Language): Promise<HomeConsent> {
  return apiRequest(apiPaths.homeConsent(language), { schema: homeConsentSchema });
}

export async function acceptConsent(sha256: string): Promise<void> {
  await apiRequest(apiPaths.homeConsent(), { method: 'POST', body: { sha256 } });
}

export async function withdrawConsent(): Promise<void> {
  await apiRequest(apiPaths.homeConsent(), { method: 'DELETE' });
}

/** The patient's own home sessions, newest first: the first page (enough for weeks of history). */
export async function loadSessions(): Promise<ActivityListItem[]> {
  return (await apiRequest(apiPaths.homeSessions(), { schema: activityListResponseSchema }))
    .activities;
}
