import { SELLING_LIMITS } from '@souq/contracts';
import { useId } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { FieldError, INPUT_CLASS } from '../../../shared/form/fields';
import { FieldLabel } from './attribute-field';
import type { SectionProps } from './post-values';

/** The title and description, in the language the seller writes, and the other if they wish. */
export function TextsSection({ values, errors, set }: SectionProps) {
  const { t } = useTranslation();
  const id = useId();
  const other = values.lang === 'ar' ? 'en' : 'ar';
  const text = (
    field: 'title' | 'description' | 'other_title' | 'other_description',
    lang: string,
  ) => {
    const multiline = field.endsWith('description');
    const control = {
      id: `${id}-${field}`,
      lang,
      dir: 'auto' as const,
      value: values[field],
      'aria-invalid': errors[field] ? (true as const) : undefined,
      'aria-describedby': errors[field] ? `${id}-${field}-error` : undefined,
      'aria-required': field === 'title',
      maxLength: multiline ? SELLING_LIMITS.descriptionMax : SELLING_LIMITS.titleMax,
      className: INPUT_CLASS,
    };
    return (
      <div>
        <FieldLabel
          htmlFor={`${id}-${field}`}
          text={t(`selling.${field}`)}
          required={field === 'title'}
        />
        {multiline ? (
          <textarea
            {...control}
            rows={6}
            onChange={(event) => {
              set(field, event.target.value);
            }}
          />
        ) : (
          <input
            {...control}
            type="text"
            onChange={(event) => {
              set(field, event.target.value);
            }}
          />
        )}
        <p className="mt-1 text-xs text-slate-500">
          {multiline
            ? t('selling.descriptionHint', {
                count: values[field].length,
                max: SELLING_LIMITS.descriptionMax,
              })
            : t('selling.titleHint', {
                min: SELLING_LIMITS.titleMin,
                max: SELLING_LIMITS.titleMax,
              })}
        </p>
        <FieldError id={`${id}-${field}-error`} message={errors[field]} />
      </div>
    );
  };
  return (
    <section aria-labelledby={`${id}-texts`} className="space-y-4">
      <h2 id={`${id}-texts`} className="text-lg font-semibold text-slate-900">
        {t('selling.texts')}
      </h2>
      <fieldset>
        <legend className="mb-1 text-sm font-medium text-slate-800">
          {t('selling.writtenIn')}
        </legend>
        <div className="flex gap-4">
          {(['ar', 'en'] as const).map((language) => (
            <label key={language} className="inline-flex items-center gap-2">
              <input
                type="radio"
                name={`${id}-lang`}
                checked={values.lang === language}
                onChange={() => {
                  set('lang', language);
                }}
                className="accent-teal-700"
              />
              <span lang={language}>{t(`selling.language.${language}`)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {text('title', values.lang)}
      {text('description', values.lang)}
      <label className="inline-flex items-center gap-2">
        <input
          type="checkbox"
          checked={values.translate}
          onChange={(event) => {
            set('translate', event.target.checked);
          }}
          className="accent-teal-700"
        />
        {t('selling.addTranslation', { language: t(`selling.language.${other}`) })}
      </label>
      {values.translate ? (
        <div className="space-y-4 border-s-4 border-teal-100 ps-4">
          {text('other_title', other)}
          {text('other_description', other)}
        </div>
      ) : null}
    </section>
  );
}
