/**
 * /login: e-mail and password (features/auth), then the second step when the account uses
 * two-factor (and this device is not trusted); or a passkey (both features/security). Its own
 * feature, above the two: security's clinic setting builds on auth, so auth importing security
 * made a loop. The auth service's error is shown as it comes.
 */
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useRequiredForm } from '../../components/use-required-form';
import { authErrorMessage } from '../../lib/error-message';
import { paths, returnPathOf } from '../../lib/paths';
import { useAppConfig } from '../../lib/use-app-config';
import {
  AuthLayout,
  CredentialsForm,
  ForgotPasswordLink,
  loadAuthApi,
  saveUser,
} from '../auth/sign-in-parts';
import { PasskeyButton, TwoFactorStep } from '../security';

const FIELDS = ['email', 'password'] as const;

export function LoginScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const next = returnPathOf(useLocation().search);
  const config = useAppConfig();
  const [secondStep, setSecondStep] = useState(false);
  const enter = () => navigate(next ?? paths.home(), { replace: true });
  const form = useRequiredForm(
    FIELDS,
    async ({ email, password }) => {
      const { signIn } = await loadAuthApi();
      const user = await signIn(email.trim(), password);
      if (user === 'two-factor') setSecondStep(true);
      else enter();
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
      {secondStep ? (
        <Suspense fallback={null}>
          <TwoFactorStep
            onSignedIn={(user) => {
              saveUser(user);
              enter();
            }}
          />
        </Suspense>
      ) : (
        <>
          <CredentialsForm form={form} submitLabel={t('auth.signIn')} />
          <PasskeyButton
            purpose="signIn"
            onDone={(user) => {
              saveUser(user);
              enter();
            }}
          />
        </>
      )}
      <ForgotPasswordLink />
    </AuthLayout>
  );
}
