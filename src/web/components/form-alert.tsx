/** A form's one alert: the failure that belongs to no single field. */
import { Alert } from '@mantine/core';

/** `title`: what did not happen ("The clinic was not created"), above why. */
export function FormAlert({ message, title }: { message: string | null; title?: string }) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" role="alert" title={title}>
      {message}
    </Alert>
  );
}
