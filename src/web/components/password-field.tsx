/** A password input whose show/hide toggle is named without the word "password", so the field
 * alone answers to the label "Password" (screen readers, tests). */
import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function PasswordField(props: PasswordInputProps) {
  const { t } = useTranslation();
  return (
    <PasswordInput
      visibilityToggleButtonProps={{ 'aria-label': t('auth.showHideCharacters') }}
      {...props}
    />
  );
}
