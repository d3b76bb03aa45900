/** /login: e-mail and password; the auth service's error is shown as it comes. */
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useRequiredForm } from '../../components/use-required-form';
import { authErrorMessage } from '../../lib/error-message';
import { paths, returnPathOf } from '../../lib/paths';
import { useAppConfig } from '../../lib/use-app-config';
import { AuthLayout } from './auth-layout';
import { CredentialsForm } from './credentials-form';
import { ForgotPasswordLink } from './forgot-password-link';
import { loadAuthApi } from './load-auth-api';

const FIELDS = ['email', 'password'] as const;

export function LoginScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const next = returnPathOf(useLocation().search);
  const config = useAppConfig();
  const form = useRequiredForm(
    FIELDS,
    async ({ email, password }) => {
      const { signIn } = await loadAuthApi();
      await signIn(email.trim(), password);
      navigate(next ?? paths.home(), { replace: true });
    },
    (error) => authErrorMessage(error, t),
  );

  return (
    <AuthLayout
      title={t('auth.signInTitle')}
      error={form.error}
      alternative={
        config?.allowSignup
          ? {
              prompt: t('auth.noAccount'),
              linkLabel: t('auth.createAccount'),
              to: paths.signup(next ?? undefined),
            }
          : null
      }
    >
      <CredentialsForm form={form} submitLabel={t('auth.signIn')} />
      <ForgotPasswordLink />
    </AuthLayout>
  );
}
