/** Settings → Passkeys: this account's passkeys, adding one on this device, removing one. */
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { textField } from '../../../common/schemas/text-field';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { FormAlert } from '../../components/form-alert';
import { authErrorMessage } from '../../lib/error-message';
import { parserRules } from '../../lib/form-errors';
import { formatDateTime } from '../../lib/locale-format';
import { useFormSave } from '../../lib/use-form-save';
import { passkeyProblem } from './passkey-problem';
import { addPasskey, deletePasskey, listPasskeys, type Passkey } from './security-api';
import { SecurityCard } from './security-card';
import { useSecurityTranslation } from './security-i18n';

const NAME_MAX_LENGTH = 60;
/** A passkey's name follows the shared text rule; it is shown in this list only. */
const passkeyNameSchema = textField(NAME_MAX_LENGTH, { trim: true });

type NameProblem = 'tooLong' | 'invalid';

function parsePasskeyName({ name }: { name: string }) {
  const parsed = passkeyNameSchema.safeParse(name);
  if (parsed.success) return { name: parsed.data };
  const tooLong = parsed.error.issues.some((issue) => issue.code === 'too_big');
  return { errors: { name: (tooLong ? 'tooLong' : 'invalid') as NameProblem } };
}

/** Adds a passkey made on this device, named (or after the device when left empty). */
function AddPasskeyForm({ onAdded }: { onAdded: () => void }) {
  const { t } = useSecurityTranslation();
  const { t: tApp } = useTranslation();
  const [added, setAdded] = useState(false);
  const form = useForm({
    initialValues: { name: '' },
    onValuesChange: () => setAdded(false),
    validate: parserRules(parsePasskeyName, (_field, problem: NameProblem) =>
      problem === 'tooLong'
        ? tApp('validation.maxLength', { max: NAME_MAX_LENGTH })
        : tApp('validation.invalid'),
    ),
  });
  const { onSubmit, formError, busy } = useFormSave(form, {
    wordFailure: (error) => passkeyProblem(error, t, tApp),
  });
  const add = onSubmit(async (values) => {
    setAdded(false);
    const parsed = parsePasskeyName(values);
    if (parsed.errors) return;
    await addPasskey(parsed.name || navigator.platform || 'Passkey');
    form.reset();
    setAdded(true);
    onAdded();
  });
  return (
    <>
      <form onSubmit={add} noValidate>
        <Group align="end" wrap="wrap">
          <TextInput
            label={t('passkeys.name')}
            placeholder={t('passkeys.namePlaceholder')}
            maxLength={NAME_MAX_LENGTH}
            {...form.getInputProps('name')}
          />
          <Button type="submit" loading={busy}>
            {t('passkeys.add')}
          </Button>
        </Group>
      </form>
      <FormAlert message={formError} />
      {added && (
        <Text size="sm" c="ritmo.9" role="status">
          {t('passkeys.added')}
        </Text>
      )}
    </>
  );
}

export function PasskeySection() {
  const { t, i18n } = useSecurityTranslation();
  const { t: tApp } = useTranslation();
  const [keys, setKeys] = useState<Passkey[] | null>(null);
  const [removing, setRemoving] = useState<Passkey | null>(null);

  const reload = useCallback(() => {
    listPasskeys().then(setKeys, () => setKeys([]));
  }, []);
  useEffect(reload, [reload]);
  const date = (d: Date) => formatDateTime(d, i18n.language, { dateStyle: 'short' });

  return (
    <SecurityCard title={t('passkeys.title')}>
      <Text size="sm">{t('passkeys.intro')}</Text>
      {keys?.length === 0 && <Text size="sm">{t('passkeys.none')}</Text>}
      {keys && keys.length > 0 && (
        <Stack gap="xs" component="ul" aria-label={t('passkeys.title')} p={0} m={0}>
          {keys.map((key) => (
            <Group key={key.id} component="li" justify="space-between" wrap="wrap" gap="xs">
              <div>
                <Text fw={600}>{key.name || t('passkeys.title')}</Text>
                <Text size="sm" c="gray.7">
                  {t('passkeys.createdOn', { date: date(key.createdAt) })}
                </Text>
              </div>
              <Button
                variant="subtle"
                color="red"
                onClick={() => setRemoving(key)}
                aria-label={`${t('passkeys.remove')} ${key.name ?? ''}`.trim()}
              >
                {t('passkeys.remove')}
              </Button>
            </Group>
          ))}
        </Stack>
      )}
      <AddPasskeyForm onAdded={reload} />
      <ConfirmDialog
        opened={removing !== null}
        title={t('passkeys.removeTitle')}
        confirmLabel={t('passkeys.remove')}
        onConfirm={async () => {
          if (removing) await deletePasskey(removing.id);
          setRemoving(null);
          reload();
        }}
        onClose={() => setRemoving(null)}
        describeError={(error) => authErrorMessage(error, tApp)}
      >
        <Text size="sm">{t('passkeys.removeBody')}</Text>
      </ConfirmDialog>
    </SecurityCard>
  );
}
