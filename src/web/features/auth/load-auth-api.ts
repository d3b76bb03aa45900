/**
 * The session calls parse answers with zod (~23 KB gzipped); the sign-in and sign-up pages load
 * them when the form is sent, so the pages themselves appear sooner. (They are preloaded at idle.)
 */
export const loadAuthApi = () => import('./auth-api');
