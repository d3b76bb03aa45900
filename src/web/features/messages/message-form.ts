/** A message's text as typed, checked with the shared rule before it is sent (either side). */
import { MESSAGE_MAX_LENGTH, messageTextSchema } from '../../../common/schemas/home-message';

export type MessageFormError = 'required' | 'tooLong' | 'control';

export interface MessageFormValues {
  text: string;
}

/** The shared schema's verdict on the text, as the form's reasons. */
export function parseMessageForm(
  values: MessageFormValues,
): { text: string } | { errors: Partial<Record<'text', MessageFormError>> } {
  const parsed = messageTextSchema.safeParse(values.text);
  if (parsed.success) return { text: parsed.data };
  const trimmed = values.text.trim();
  const reason: MessageFormError =
    trimmed.length === 0 ? 'required' : trimmed.length > MESSAGE_MAX_LENGTH ? 'tooLong' : 'control';
  return { errors: { text: reason } };
}
