import type { i18n as I18n, TFunction } from 'i18next';
import { useContext, useSyncExternalStore } from 'react';
import { getI18n, I18nContext } from 'react-i18next';

type Translate = TFunction;

/** Per instance (the browser's, or one server render's): its `t` of each language, and its subscription. */
const perInstance = new WeakMap<
  I18n,
  { ts: Map<string, Translate>; subscribe: (onChange: () => void) => () => void }
>();

function sharedOf(i18n: I18n) {
  let shared = perInstance.get(i18n);
  if (!shared) {
    shared = {
      ts: new Map(),
      subscribe: (onChange) => {
        i18n.on('languageChanged', onChange);
        return () => {
          i18n.off('languageChanged', onChange);
        };
      },
    };
    perInstance.set(i18n, shared);
  }
  return shared;
}

/**
 * The interface's texts in the page's language, as react-i18next's `useTranslation()` gives
 * them (the default namespace, re-rendering when the language changes), at a fraction of its
 * cost: react-i18next copies the whole i18next instance for each component the first time it
 * renders (`createI18nWrapper`), 13 % of a page's server render and as much of its hydration
 * on a phone. Here every component of a render shares one `t` per language.
 */
export function useTranslation(): { t: Translate; i18n: I18n } {
  // Outside an `I18nextProvider` (a component's own test) the context is empty, whatever its
  // type says: the instance `initReactI18next` registered is used, as react-i18next does.
  const context = useContext(I18nContext) as { i18n?: I18n } | undefined;
  const i18n = context?.i18n ?? getI18n();
  const shared = sharedOf(i18n);
  const language = useSyncExternalStore(
    shared.subscribe,
    () => i18n.language,
    () => i18n.language,
  );
  let t = shared.ts.get(language);
  if (!t) {
    t = i18n.getFixedT(language, 'translation');
    shared.ts.set(language, t);
  }
  return { t, i18n };
}
