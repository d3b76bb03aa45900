/** What other features use from auth: the signed-in clinician and the session calls. */
export { changePassword, signIn, signOut, signUp, updateDisplayName } from './auth-api';
/** The sign-in page's parts (features/sign-in composes them with security's second steps). */
export { AuthLayout } from './auth-layout';
export { CredentialsForm } from './credentials-form';
export { ForgotPasswordLink } from './forgot-password-link';
export { loadAuthApi } from './load-auth-api';
/** The password reset strings (the member reset link in Settings → Clinic uses them). */
export { RESET_NS } from './reset-i18n';
export { saveUser, storedUser, useUser } from './user-store';
