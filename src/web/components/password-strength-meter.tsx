/**
 * The meter itself (loaded by password-strength.tsx): four bars filled by zxcvbn's score and one
 * line saying what the server will say, in the app's language: too short, too easy to guess, or
 * how strong. Judged on the deferred value, so typing stays smooth on a slow phone.
 */
import { Box, Group, Stack, Text } from '@mantine/core';
import { useDeferredValue, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  judgeNewPassword,
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  type PasswordVerdict,
} from '../../common/password/new-password';
import en from '../locales/en/password.json';
import ptBR from '../locales/pt-BR/password.json';

const PASSWORD_NS = 'password';
const BUNDLES = { en, 'pt-BR': ptBR };

/** The meter's own strings, added to the app's i18n instance when the chunk first renders. */
function usePasswordTranslation() {
  const { i18n } = useTranslation();
  for (const [language, bundle] of Object.entries(BUNDLES)) {
    if (!i18n.hasResourceBundle(language, PASSWORD_NS)) {
      i18n.addResourceBundle(language, PASSWORD_NS, bundle, true, true);
    }
  }
  return useTranslation(PASSWORD_NS);
}

/** One key per bar, in order (the bars never move). */
const BARS = ['1', '2', '3', '4'] as const;

function useVerdictText(verdict: PasswordVerdict): string {
  const { t } = usePasswordTranslation();
  if (verdict.problem === 'too_short') return t('tooShort', { min: MIN_PASSWORD_LENGTH });
  if (verdict.problem === 'too_long') return t('tooLong', { max: MAX_PASSWORD_LENGTH });
  if (verdict.problem === 'too_guessable') return t('tooGuessable');
  // Accepted passwords score 3 or 4 (MIN_PASSWORD_SCORE).
  return verdict.score === 4 ? t('strong') : t('good');
}

export function PasswordStrengthMeter({
  password,
  userInputs,
}: {
  password: string;
  userInputs: readonly string[];
}) {
  const { t } = usePasswordTranslation();
  const judged = useDeferredValue(password);
  const inputsKey = userInputs.join('\n');
  const verdict = useMemo(
    () => judgeNewPassword(judged, inputsKey.split('\n').filter(Boolean)),
    [judged, inputsKey],
  );
  const text = useVerdictText(verdict);
  // A refused password fills one or two bars (zxcvbn's 0–2), in red; an accepted one three or four.
  const filled = verdict.problem ? Math.max(1, Math.min(verdict.score, 2)) : verdict.score;
  const color = verdict.problem ? 'red.8' : verdict.score === 4 ? 'green.9' : 'ritmo.8';
  return (
    <Stack gap={4} mt={-8}>
      <Group
        gap={4}
        grow
        role="meter"
        aria-label={t('label')}
        aria-valuemin={0}
        aria-valuemax={BARS.length}
        aria-valuenow={filled}
        aria-valuetext={text}
      >
        {BARS.map((bar, index) => (
          <Box key={bar} h={4} bg={index < filled ? color : 'gray.3'} style={{ borderRadius: 2 }} />
        ))}
      </Group>
      <Text size="sm" c={verdict.problem ? 'red.8' : 'gray.7'} aria-live="polite">
        {text}
      </Text>
    </Stack>
  );
}
