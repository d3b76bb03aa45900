/**
 * /signup: name, e-mail, password; creates the account, then signs in with it. When that sign-in
 * is refused, the e-mail already had an account: the page says to sign in (the server's answer
 * to the sign-up itself does not tell, so nobody can probe which e-mails have accounts).
 */
import { Alert, Anchor } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { PasswordStrength } from '../../components/password-strength';
import { useRequiredForm } from '../../components/use-required-form';
import { authErrorMessage } from '../../lib/error-message';
import { paths, returnPathOf } from '../../lib/paths';
import { useAppConfig } from '../../lib/use-app-config';
import { AuthLayout } from './auth-layout';
import { CredentialsForm } from './credentials-form';
import { loadAuthApi } from './load-auth-api';

const FIELDS = ['name', 'email', 'password'] as const;

export function SignupScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const next = returnPathOf(useLocation().search);
  const config = useAppConfig();
  const [mustSignIn, setMustSignIn] = useState(false);
  const form = useRequiredForm(
    FIELDS,
    async ({ name, email, password }) => {
      setMustSignIn(false);
      const { signUp, SignUpNeedsSignIn } = await loadAuthApi();
      try {
        await signUp(name.trim(), email.trim(), password);
      } catch (error) {
        if (!(error instanceof SignUpNeedsSignIn)) throw error;
        setMustSignIn(true);
        return;
      }
      navigate(next ?? paths.home(), { replace: true });
    },
    (error) => authErrorMessage(error, t),
  );
  const { name, email, password } = form.values;

  return (
    <AuthLayout
      title={t('auth.signUpTitle')}
      error={form.error}
      alternative={{
        prompt: t('auth.haveAccount'),
        linkLabel: t('auth.signIn'),
        to: paths.login(next ?? undefined),
      }}
    >
      {config?.allowSignup === false ? (
        <Alert color="gray" variant="light">
          {t('auth.signupDisabled')}
        </Alert>
      ) : (
        <>
          {mustSignIn && (
            <Alert color="blue" variant="light" role="status">
              {t('auth.signUpThenSignIn')}{' '}
              <Anchor component={Link} to={paths.login(next ?? undefined)} fw={600}>
                {t('auth.signIn')}
              </Anchor>
            </Alert>
          )}
          <CredentialsForm
            form={form}
            withName
            submitLabel={t('auth.createAccount')}
            passwordHint={<PasswordStrength password={password} userInputs={[email, name]} />}
          />
        </>
      )}
    </AuthLayout>
  );
}
