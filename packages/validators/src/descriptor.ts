/**
 * A react-intl message descriptor. Validators return these instead of strings so forms show the
 * message in the user's language, while the server sends the English text (see `messageText`).
 * A type alias, not an interface, so yup accepts it as a message object.
 */
export type MessageDescriptor = {
  id: string;
  defaultMessage: string;
  values?: Record<string, string | number>;
};

export function isMessageDescriptor(value: unknown): value is MessageDescriptor {
  return typeof value === 'object' && value !== null && 'id' in value && 'defaultMessage' in value;
}

/** English text of a descriptor with its values filled in; strings pass through unchanged. */
export function messageText(message: string | MessageDescriptor): string {
  if (!isMessageDescriptor(message)) return String(message);
  const values = message.values ?? {};
  return message.defaultMessage.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  );
}
