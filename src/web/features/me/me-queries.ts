/**
 * The patient's reads (PRODUCT.md section 12), through the server-state layer: the account's
 * link, the day's plan, the consent in force and the patient's own sessions. The keys are the
 * feature's; a check-in or a session sent through the outbox (entity keys `home:…`) makes the
 * day and the history stale.
 */
import type { Language } from '../../../common/language';
import { useServerQuery } from '../../lib/server-state';
import { loadConsent, loadLink, loadSessions, loadToday } from './me-api';

/**
 * The patient's own writes (check-ins, home sessions) in the outbox: they change these reads.
 * Sync's HOME_KEY_PREFIX, spelled again (me-queries.test.ts checks): importing the sync index here
 * put the outbox, and with it Mantine's Modal, in Today's first load (+36 KB gzipped).
 */
export const HOME_WRITES = 'home:';

export const ME_KEYS = {
  link: ['home-link'],
  today: ['home-today'],
  consent: (language: Language) => ['home-consent', language],
  sessions: ['home-sessions'],
} as const;

export function useHomeLink() {
  return useServerQuery({ key: ME_KEYS.link, read: loadLink });
}

export function useHomeToday() {
  return useServerQuery({ key: ME_KEYS.today, read: loadToday, followsWrites: [HOME_WRITES] });
}

export function useHomeConsent(language: Language) {
  return useServerQuery({ key: ME_KEYS.consent(language), read: () => loadConsent(language) });
}

export function useHomeSessions() {
  return useServerQuery({
    key: ME_KEYS.sessions,
    read: loadSessions,
    followsWrites: [HOME_WRITES],
  });
}
