/**
 * Strings read from JSON of any kind: shared by the source adapters and the structured data, in a
 * module of its own so that the detail's chunk doesn't bring the adapters' readers with it.
 */

/** The string without surrounding whitespace, when that leaves something. */
export function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** The string exactly as sent (HTML is not trimmed), when it holds more than whitespace. */
export function untrimmed(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}
