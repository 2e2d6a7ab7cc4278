/**
 * Messages with the visitor's name are translated on the server, which does not know it: this
 * slot stands for the name until the browser fills it in.
 */
export const NAME_SLOT = '{name}';

/** A translated message with the visitor's name in its slot. */
export function withName(message: string, name: string): string {
  return message.split(NAME_SLOT).join(name);
}
