import { PRICE_KINDS, type PostingOptions } from '@souq/contracts';
import { useId } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { FieldError, INPUT_CLASS } from '../../../shared/form/fields';
import { FieldLabel } from './attribute-field';
import type { SectionProps } from './post-values';

/** What a price box keeps of a typed or pasted text: digits in either script, separators. */
export function priceCharacters(text: string): string {
  return text.replace(/[^0-9٠-٩.,،٬ ]/g, '');
}

/** Price (fixed, negotiable or free), city, the phone number, and who publishes. */
export function PriceSection({
  values,
  errors,
  set,
  options,
}: SectionProps & { options: PostingOptions }) {
  const { t } = useTranslation();
  const id = useId();
  const invalid = (field: string) => ({
    'aria-invalid': errors[field] ? (true as const) : undefined,
    'aria-describedby': errors[field] ? `${id}-${field}-error` : undefined,
  });
  return (
    <section aria-labelledby={`${id}-price`} className="space-y-4">
      <h2 id={`${id}-price`} className="text-lg font-semibold text-slate-900">
        {t('selling.priceAndPlace')}
      </h2>
      <fieldset>
        <legend className="mb-1 text-sm font-medium text-slate-800">
          {t('selling.priceKind')}
        </legend>
        <div className="flex flex-wrap gap-4">
          {PRICE_KINDS.map((kind) => (
            <label key={kind} className="inline-flex items-center gap-2">
              <input
                type="radio"
                name={`${id}-kind`}
                checked={values.price_kind === kind}
                onChange={() => {
                  set('price_kind', kind);
                }}
                className="accent-teal-700"
              />
              {t(`selling.kind.${kind}`)}
            </label>
          ))}
        </div>
      </fieldset>
      {values.price_kind === 'free' ? null : (
        <div>
          <FieldLabel htmlFor={`${id}-price-input`} text={t('selling.price')} required />
          <div className="flex items-center gap-2" dir="ltr">
            <input
              id={`${id}-price-input`}
              type="text"
              inputMode="numeric"
              value={values.price}
              aria-required
              onChange={(event) => {
                set('price', priceCharacters(event.target.value));
              }}
              {...invalid('price')}
              className={`${INPUT_CLASS} text-start`}
            />
            <span className="text-sm font-medium text-slate-700">{t('sp')}</span>
          </div>
          <FieldError id={`${id}-price-error`} message={errors.price} />
        </div>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <FieldLabel htmlFor={`${id}-city`} text={t('selling.city')} required />
          <select
            id={`${id}-city`}
            value={values.city_id}
            aria-required
            onChange={(event) => {
              set('city_id', event.target.value);
            }}
            {...invalid('city_id')}
            className={INPUT_CLASS}
          >
            <option value="">{t('selling.choose')}</option>
            {options.cities.map((city) => (
              <option key={city.id} value={city.id}>
                {city.name}
              </option>
            ))}
          </select>
          <FieldError id={`${id}-city_id-error`} message={errors.city_id} />
        </div>
        {options.stores.length > 0 ? (
          <div>
            <FieldLabel htmlFor={`${id}-store`} text={t('selling.publishAs')} required={false} />
            <select
              id={`${id}-store`}
              value={values.store_id}
              onChange={(event) => {
                set('store_id', event.target.value);
              }}
              {...invalid('store_id')}
              className={INPUT_CLASS}
            >
              <option value="">{t('selling.myself')}</option>
              {options.stores.map((store) => (
                <option key={store.id} value={store.id}>
                  {store.name}
                </option>
              ))}
            </select>
            <FieldError id={`${id}-store_id-error`} message={errors.store_id} />
          </div>
        ) : null}
      </div>
      <label className="inline-flex items-center gap-2">
        <input
          type="checkbox"
          checked={values.show_phone}
          onChange={(event) => {
            set('show_phone', event.target.checked);
          }}
          className="accent-teal-700"
        />
        {t('selling.showPhone')}
      </label>
    </section>
  );
}
