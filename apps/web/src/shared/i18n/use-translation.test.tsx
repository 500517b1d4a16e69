import { act, render, screen } from '@testing-library/react';
import i18next, { type i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { useTranslation } from './use-translation';

async function instance(): Promise<I18n> {
  const made = i18next.createInstance();
  await made.init({
    lng: 'en',
    fallbackLng: 'en',
    resources: {
      en: {
        translation: {
          greeting: 'Hello',
          count_one: '{{count}} ad',
          count_other: '{{count}} ads',
          seller: 'Sold by {{name}}',
          steps: ['One', 'Two'],
          welcome: '$t(greeting), welcome',
          page: { title: 'Home' },
          onlyEnglish: 'Only in English',
        },
      },
      ar: {
        translation: {
          greeting: 'مرحبا',
          count_one: 'إعلان واحد',
          count_two: 'إعلانان',
          count_other: '{{count}} إعلان',
          seller: 'يبيعه {{name}}',
          welcome: '$t(greeting)، أهلا',
          page: { title: 'الرئيسية' },
        },
      },
    },
    interpolation: { escapeValue: false },
    showSupportNotice: false,
  });
  return made;
}

function Texts({ keys, count }: { keys: string[]; count?: number }) {
  const { t } = useTranslation();
  const texts = keys.map((key) => (t as (key: string) => string)(key));
  if (count !== undefined)
    texts.push((t as (key: string, o: object) => string)('count', { count }));
  return <p>{texts.join(' | ')}</p>;
}

function Calls({ names }: { names: string[] }) {
  const { t } = useTranslation();
  const call = t as (key: string, options: object) => unknown;
  const texts = names.map((name) => String(call('seller', { name })));
  // A count given as text has no plural form (i18next gives the key): not the number's text.
  texts.push(String(call('count', { count: '2' })), String(call('count', { count: 2 })));
  const steps = call('steps', { returnObjects: true });
  texts.push(Array.isArray(steps) ? steps.join('+') : 'not a list');
  return <p>{texts.join(' | ')}</p>;
}

describe('useTranslation', () => {
  it('gives each call with values its own text, in the language of the moment', async () => {
    const i18n = await instance();
    const { rerender } = render(
      <I18nextProvider i18n={i18n}>
        <Calls names={['Ali', 'Sara', 'Ali']} />
      </I18nextProvider>,
    );
    expect(
      screen.getByText('Sold by Ali | Sold by Sara | Sold by Ali | count | 2 ads | One+Two'),
    ).toBeTruthy();
    rerender(
      <I18nextProvider i18n={i18n}>
        <Calls names={['Sara']} />
      </I18nextProvider>,
    );
    expect(screen.getByText('Sold by Sara | count | 2 ads | One+Two')).toBeTruthy();
    await act(() => i18n.changeLanguage('ar'));
    expect(screen.getByText('يبيعه Sara | count | إعلانان | One+Two')).toBeTruthy();
  });

  it('gives the same text for a key each time, and the text of the new language after a change', async () => {
    const i18n = await instance();
    const { rerender } = render(
      <I18nextProvider i18n={i18n}>
        <Texts keys={['greeting', 'greeting']} count={2} />
      </I18nextProvider>,
    );
    expect(screen.getByText('Hello | Hello | 2 ads')).toBeTruthy();
    rerender(
      <I18nextProvider i18n={i18n}>
        <Texts keys={['greeting']} count={1} />
      </I18nextProvider>,
    );
    expect(screen.getByText('Hello | 1 ad')).toBeTruthy();
    await act(() => i18n.changeLanguage('ar'));
    expect(screen.getByText('مرحبا | إعلان واحد')).toBeTruthy();
  });

  it('gives a key the text that arrives after it was first asked for (texts loaded later)', async () => {
    const i18n = await instance();
    const { rerender } = render(
      <I18nextProvider i18n={i18n}>
        <Texts keys={['account.title']} />
      </I18nextProvider>,
    );
    expect(screen.getByText('account.title')).toBeTruthy();
    act(() => {
      i18n.addResourceBundle('en', 'translation', { account: { title: 'My account' } }, true);
    });
    rerender(
      <I18nextProvider i18n={i18n}>
        <Texts keys={['account.title', 'greeting']} />
      </I18nextProvider>,
    );
    expect(screen.getByText('My account | Hello')).toBeTruthy();
  });

  it('gives a key alone what i18next gives: nested keys, texts inside texts, the fallback language', async () => {
    const i18n = await instance();
    const keys = ['page.title', 'welcome', 'onlyEnglish', 'missing.key'];
    render(
      <I18nextProvider i18n={i18n}>
        <Texts keys={keys} />
      </I18nextProvider>,
    );
    expect(screen.getByText('Home | Hello, welcome | Only in English | missing.key')).toBeTruthy();
    await act(() => i18n.changeLanguage('ar'));
    expect(screen.getByText('الرئيسية | مرحبا، أهلا | Only in English | missing.key')).toBeTruthy();
  });
});
