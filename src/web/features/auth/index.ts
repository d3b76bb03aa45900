/** What other features use from auth: the signed-in clinician and the session calls. */
export { changePassword, signIn, signOut, signUp, updateDisplayName } from './auth-api';
/** The password reset strings (the member reset link in Settings → Clinic uses them). */
export { RESET_NS } from './reset-i18n';
export { storedUser, useUser } from './user-store';
