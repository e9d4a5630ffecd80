export type MessageParams = Record<string, string | number>;

/** A message with its i18next-style `{{name}}` placeholders filled (a missing one: empty). */
export const fill = (text: string, params: MessageParams = {}) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
