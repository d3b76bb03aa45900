/**
 * The sign-in page's parts (features/sign-in composes them with security's second steps),
 * apart from the index: through the index the page's first load took the session calls and
 * the full zod (+30 KB gz) as soon as another screen imported them from there.
 */
export { AuthLayout } from './auth-layout';
export { CredentialsForm } from './credentials-form';
export { ForgotPasswordLink } from './forgot-password-link';
export { loadAuthApi } from './load-auth-api';
export { saveUser } from './user-store';
