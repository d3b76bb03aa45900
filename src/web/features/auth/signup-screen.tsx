/** /signup: name, e-mail, password; creates the account, which also signs in. */
import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useRequiredForm } from '../../components/use-required-form';
import { authErrorMessage } from '../../lib/error-message';
import { paths } from '../../lib/paths';
import { useAppConfig } from '../../lib/use-app-config';
import { AuthLayout } from './auth-layout';
import { CredentialsForm } from './credentials-form';
import { loadAuthApi } from './load-auth-api';

const FIELDS = ['name', 'email', 'password'] as const;

export function SignupScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const config = useAppConfig();
  const form = useRequiredForm(
    FIELDS,
    async ({ name, email, password }) => {
      const { signUp } = await loadAuthApi();
      await signUp(name.trim(), email.trim(), password);
      navigate(paths.home(), { replace: true });
    },
    (error) => authErrorMessage(error, t),
  );

  return (
    <AuthLayout
      title={t('auth.signUpTitle')}
      error={form.error}
      alternative={{
        prompt: t('auth.haveAccount'),
        linkLabel: t('auth.signIn'),
        to: paths.login(),
      }}
    >
      {config?.allowSignup === false ? (
        <Alert color="gray" variant="light">
          {t('auth.signupDisabled')}
        </Alert>
      ) : (
        <CredentialsForm form={form} withName submitLabel={t('auth.createAccount')} />
      )}
    </AuthLayout>
  );
}
