/** "Create clinic…": its name; the new clinic becomes the active workspace, its creator the owner. */
import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClinicTranslation } from './clinic-i18n';
import { switchFailureMessage } from './switch-refusal';
import { createAndEnterClinic } from './workspace-store';

const MAX_NAME_LENGTH = 100;

export function CreateClinicDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useClinicTranslation();
  const { t: tApp } = useTranslation();
  const [name, setName] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (trimmed === '') return setInvalid(t('create.nameRequired'));
    if (trimmed.length > MAX_NAME_LENGTH) {
      return setInvalid(t('create.nameTooLong', { max: MAX_NAME_LENGTH }));
    }
    setInvalid(null);
    setFailed(null);
    setBusy(true);
    try {
      await createAndEnterClinic(trimmed);
    } catch (error) {
      setFailed(switchFailureMessage(error, t, tApp));
      setBusy(false);
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('create.title')}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack>
          {failed && (
            <Alert color="red" variant="light" role="alert" title={t('create.failed')}>
              {failed}
            </Alert>
          )}
          <TextInput
            label={t('create.name')}
            description={t('create.nameHint')}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            error={invalid}
            required
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={busy}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={busy}>
              {t('create.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
