/** A form's one alert: the failure that belongs to no single field. */
import { Alert } from '@mantine/core';

export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" role="alert">
      {message}
    </Alert>
  );
}
