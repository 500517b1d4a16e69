import { accountValidationMessages } from './account-messages.ts';
import type { Lang } from './lang.ts';
import { publicValidationMessages } from './messages.ts';

/** Every validation text, by language (see messages.ts): what the server answers with. */
export const validationMessages = {
  en: { ...publicValidationMessages.en, ...accountValidationMessages.en },
  ar: { ...publicValidationMessages.ar, ...accountValidationMessages.ar },
} as const;

export type ValidationMessageKey = keyof (typeof validationMessages)['en'];

export function isValidationMessageKey(value: string): value is ValidationMessageKey {
  return Object.hasOwn(validationMessages.en, value);
}

/** Fills `{{name}}` placeholders, as i18next does. */
export function formatMessage(
  key: ValidationMessageKey,
  lang: Lang,
  params: Record<string, string | number> = {},
): string {
  return validationMessages[lang][key].replace(/\{\{(\w+)\}\}/g, (_match, name: string) =>
    String(params[name] ?? ''),
  );
}
