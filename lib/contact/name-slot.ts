/**
 * Messages that include the visitor's name are translated on the server, where the name is not
 * known yet: the server passes this slot as the name, and the browser puts the typed name in it.
 */
export const NAME_SLOT = '{name}';

/** A translated message with the visitor's name in its slot. */
export function withName(message: string, name: string): string {
  return message.split(NAME_SLOT).join(name);
}
