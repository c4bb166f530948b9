/**
 * Spec §8: the snackbar joins every message, each followed by a full stop.
 * A message that already ends with one is not given a second.
 */
export function joinErrorMessages(messages: readonly string[]): string {
  return messages
    .map((message) => message.trim())
    .filter(Boolean)
    .map((message) => (message.endsWith('.') ? message : `${message}.`))
    .join(' ');
}
