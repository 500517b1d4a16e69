import type { i18n as I18n, TFunction } from 'i18next';
import { useContext, useSyncExternalStore } from 'react';
import { getI18n, I18nContext } from 'react-i18next';

type Translate = TFunction;

type Shared = {
  /** Its `t` of each language. */
  ts: Map<string, Translate>;
  /** The texts its `t`s gave for a key alone or with plain values, by language and call. */
  texts: Map<string, Map<string, string>>;
  subscribe: (onChange: () => void) => () => void;
};

/** Per instance (the browser's, or the server renders' of one language). */
const perInstance = new WeakMap<I18n, Shared>();

function sharedOf(i18n: I18n): Shared {
  let shared = perInstance.get(i18n);
  if (!shared) {
    const texts = new Map<string, Map<string, string>>();
    // A language's texts arrive in parts (the account pages' later): a key may have a text now.
    i18n.store.on('added', () => {
      texts.clear();
    });
    shared = {
      ts: new Map(),
      texts,
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

/** The texts kept per language at most: calls with values (names, prices) can be many. */
const TEXTS_MOST = 2_000;

/**
 * What identifies a call by its key and options when every option is a number, a string or a
 * boolean (a count, a name): i18next then gives the same text for it each time. Undefined for
 * other options (objects, functions), which go to i18next each time.
 */
function callOf(key: string, options: unknown): string | undefined {
  if (options === undefined) return key;
  if (typeof options !== 'object' || options === null) return undefined;
  let call = key;
  for (const [name, value] of Object.entries(options)) {
    const type = typeof value;
    if (type !== 'number' && type !== 'string' && type !== 'boolean') return undefined;
    call += `\u0000${name}\u0000${type}\u0000${String(value)}`;
  }
  return call;
}

/**
 * The text of `key` in `language` when it is plain: nothing to put in (`{{…}}`), no other text
 * inside (`$t(…)`). It is then what i18next would give, without its parsing and scanning, the
 * most of a first render's texts on a phone. Undefined otherwise, and for a key the language
 * does not have (i18next falls back to another).
 */
function plainText(i18n: I18n, language: string, key: string): string | undefined {
  const text: unknown = i18n.getResource(language, 'translation', key);
  if (typeof text !== 'string' || text.includes('{{') || text.includes('$t(')) return undefined;
  return text;
}

/**
 * i18next's `t` of a language, keeping what it gives for a call of a key alone (a label, a
 * heading) or with plain values (`{ count: 3 }`): i18next parses the key, looks it up, resolves
 * the plural form and scans the text for interpolation on every call. Calls with options were
 * a large part of the home page's render (ages, ratings and counts on every card:
 * docs/decisions/0057-one-t-per-language.md); other options go to i18next each time.
 */
function rememberingT(i18n: I18n, shared: Shared, language: string): Translate {
  const fixed = i18n.getFixedT(language, 'translation');
  const translate = fixed as unknown as (key: unknown, options?: unknown) => unknown;
  const remembering = (key: unknown, options?: unknown) => {
    const call = typeof key === 'string' ? callOf(key, options) : undefined;
    if (call === undefined) return translate(key, options);
    let texts = shared.texts.get(language);
    if (!texts) shared.texts.set(language, (texts = new Map<string, string>()));
    let text = texts.get(call);
    if (text === undefined) {
      const translated =
        (options === undefined ? plainText(i18n, language, key as string) : undefined) ??
        translate(key, options);
      // `returnObjects` gives an object: not kept.
      if (options !== undefined && typeof translated !== 'string') return translated;
      text = String(translated);
      if (texts.size >= TEXTS_MOST) texts.clear();
      texts.set(call, text);
    }
    return text;
  };
  return remembering as unknown as Translate;
}

/**
 * The interface's texts in the page's language, as react-i18next's `useTranslation()` gives
 * them (the default namespace, re-rendering when the language changes), at a fraction of its
 * cost: react-i18next copies the whole i18next instance for each component the first time it
 * renders (`createI18nWrapper`), a large share of a page's server render and of its hydration
 * on a phone (docs/decisions/0057-one-t-per-language.md). Here every component of a render
 * shares one `t` per language.
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
    t = rememberingT(i18n, shared, language);
    shared.ts.set(language, t);
  }
  return { t, i18n };
}
