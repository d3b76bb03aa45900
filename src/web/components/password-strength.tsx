/**
 * The strength meter under a new-password field (sign-up, change password). Its code and zxcvbn's
 * word lists are a chunk of their own, fetched once something is typed, so the pages that show
 * it (and the sign-in page, which never does) load no more up front. The server judges the same
 * way; if the chunk cannot load (offline), the form works without the meter.
 */
import { Component, lazy, type ReactNode, Suspense } from 'react';

const PasswordStrengthMeter = lazy(() =>
  import('./password-strength-meter').then((module) => ({ default: module.PasswordStrengthMeter })),
);

class WithoutMeterOnFailure extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

export function PasswordStrength({
  password,
  userInputs,
}: {
  password: string;
  /** The user's e-mail and name, which a strong password does not reuse. */
  userInputs: readonly string[];
}) {
  if (!password) return null;
  return (
    <WithoutMeterOnFailure>
      <Suspense fallback={null}>
        <PasswordStrengthMeter password={password} userInputs={userInputs} />
      </Suspense>
    </WithoutMeterOnFailure>
  );
}
