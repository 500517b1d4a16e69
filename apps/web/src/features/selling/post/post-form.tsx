import {
  PRICE_KINDS,
  SELLING_LIMITS,
  adFormFor,
  type AdForm,
  type PostingAttribute,
  type PostingOptions,
  type UploadedPicture,
} from '@souq/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { FieldError, INPUT_CLASS } from '../../../shared/form/fields';
import { encodeIssue, errorToastText } from '../../../shared/form/form-errors';
import { ApiError } from '../../../shared/http/api-error';
import { useLang } from '../../../shared/i18n/use-lang';
import { paths } from '../../../shared/lib/paths';
import { LoadingSpinner } from '../../../shared/ui/loading-spinner';
import { toast } from '../../../shared/ui/toast';
import { postingAttributesQueryOptions, publishAd, saveDraft, updateAd } from '../selling-api';
import { AdPreview } from './ad-preview';
import { AttributeField, FieldLabel } from './attribute-field';
import { CategoryPicker } from './category-picker';
import { PicturesField } from './pictures-field';
import { toDraft, toForm, type PostValues } from './post-values';
import { usePictureUploads } from './use-picture-uploads';

/** How long typing rests before the draft is saved. */
const DRAFT_DELAY_MS = 800;

export type PostMode = { kind: 'new' } | { kind: 'edit'; adId: number };

type PostFormProps = {
  mode: PostMode;
  initial: PostValues;
  initialPictures: UploadedPicture[];
  options: PostingOptions;
};

type Errors = Record<string, string>;

/** The form checked by the contracts' schema of its category: the form, or its field errors. */
function check(
  values: PostValues,
  attributes: PostingAttribute[],
): { form: AdForm } | { errors: Errors } {
  const parsed = adFormFor(attributes).safeParse(toForm(values, attributes), {
    reportInput: true,
  });
  if (parsed.success) return { form: parsed.data };
  const errors: Errors = {};
  for (const issue of parsed.error.issues) {
    errors[issue.path.map(String).join('.')] ??= encodeIssue(issue);
  }
  return { errors };
}

/**
 * Keeps the values as the user's draft on the server, a moment after they stop typing. While
 * `enabled` is false (the ad is being published) nothing is scheduled; `settled` waits for a
 * save already sent, so that it cannot land after the publication has dropped the draft.
 */
function useDraftSaving(values: PostValues, enabled: boolean) {
  const [saved, setSaved] = useState(false);
  const first = useRef(true);
  const inFlight = useRef<Promise<void>>(Promise.resolve());
  useEffect(() => {
    if (!enabled) return;
    if (first.current) {
      first.current = false;
      return;
    }
    setSaved(false);
    const timer = setTimeout(() => {
      inFlight.current = saveDraft(toDraft(values)).then(
        () => {
          setSaved(true);
        },
        () => {
          // Kept in the page meanwhile; the next change tries again.
        },
      );
    }, DRAFT_DELAY_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [values, enabled]);
  return { saved, settled: () => inFlight.current };
}

/**
 * The post form (issue 17), for a new ad or one being edited: category, details, pictures,
 * then a preview of the ad page before it is published. Checked in the browser by the same
 * schema the server uses; the server's 422 lands on the same fields.
 */
export function PostForm({ mode, initial, initialPictures, options }: PostFormProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const id = useId();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Errors>({});
  const [preview, setPreview] = useState<AdForm | null>(null);
  const [duplicateOf, setDuplicateOf] = useState<number | null>(null);
  const [sending, setSending] = useState(false);
  const attributes = useQuery(postingAttributesQueryOptions(lang, values.category_id));
  const pictures = usePictureUploads(initialPictures);
  const current = useMemo(() => ({ ...values, pictures: pictures.ids }), [values, pictures.ids]);
  const draft = useDraftSaving(current, mode.kind === 'new' && !sending);

  const set = <K extends keyof PostValues>(field: K, value: PostValues[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
  };
  const setAttribute = (attributeId: number, value: string | string[]) => {
    setValues((v) => ({ ...v, attributes: { ...v.attributes, [String(attributeId)]: value } }));
  };
  const category = options.categories.find((c) => c.id === values.category_id);
  const sub = category?.children.find((c) => c.id === values.sub_category_id);
  const uploading = pictures.items.some((item) => item.status === 'uploading');

  const showPreview = () => {
    const result = check(current, attributes.data ?? []);
    if ('errors' in result) {
      setErrors(result.errors);
      toast.error(t('selling.fixErrors'));
      // The first field with a message, in the page's order.
      requestAnimationFrame(() => {
        document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      });
      return;
    }
    setErrors({});
    setPreview(result.form);
    window.scrollTo({ top: 0 });
  };

  const send = async (form: AdForm) => {
    setSending(true);
    setDuplicateOf(null);
    try {
      await draft.settled();
      const { data, message } =
        mode.kind === 'new' ? await publishAd(form) : await updateAd(mode.adId, form);
      await queryClient.invalidateQueries({ queryKey: ['selling'] });
      await queryClient.invalidateQueries({ queryKey: ['ads'] });
      toast.success(message ?? t('selling.published'));
      void navigate(paths.ad(lang, data.id));
    } catch (error) {
      setPreview(null);
      if (error instanceof ApiError && error.status === 409) {
        const existing = (error.body as { data?: { existing_ad_id?: number } }).data;
        setDuplicateOf(existing?.existing_ad_id ?? null);
      }
      if (error instanceof ApiError && error.status === 422) {
        setErrors(
          Object.fromEntries(Object.entries(error.errors).map(([k, v]) => [k, v[0] ?? ''])),
        );
      }
      toast.error(errorToastText(t, error));
    } finally {
      setSending(false);
    }
  };

  if (preview) {
    const shown = pictures.items.flatMap((item) => item.uploaded ?? []);
    return (
      <div className="space-y-6">
        <p
          role="status"
          className="rounded-lg bg-amber-50 p-3 text-sm font-medium text-amber-900 ring-1 ring-amber-200"
        >
          {t('selling.previewNote')}
        </p>
        <AdPreview
          form={preview}
          attributes={attributes.data ?? []}
          pictures={shown}
          options={options}
        />
        <div className="flex flex-wrap justify-end gap-3">
          <button
            type="button"
            onClick={() => {
              setPreview(null);
            }}
            className="rounded-lg border border-slate-300 px-5 py-2.5 font-semibold text-slate-800 hover:bg-slate-100"
          >
            {t('selling.backToForm')}
          </button>
          <button
            type="button"
            disabled={sending}
            onClick={() => void send(preview)}
            className="rounded-lg bg-teal-700 px-5 py-2.5 font-semibold text-white hover:bg-teal-800 disabled:opacity-60"
          >
            {mode.kind === 'new' ? t('selling.publish') : t('selling.saveChanges')}
          </button>
        </div>
      </div>
    );
  }

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        showPreview();
      }}
      className="space-y-8"
    >
      {mode.kind === 'new' ? (
        <p aria-live="polite" className="min-h-5 text-end text-sm text-slate-600">
          {draft.saved ? t('selling.draftSaved') : ''}
        </p>
      ) : null}
      {duplicateOf !== null ? (
        <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800 ring-1 ring-red-200">
          <Trans
            i18nKey="selling.duplicate"
            components={{
              ad: <Link to={paths.ad(lang, duplicateOf)} className="font-semibold underline" />,
            }}
          />
        </p>
      ) : null}

      <section aria-labelledby={`${id}-category`} className="space-y-3">
        <h2 id={`${id}-category`} className="text-lg font-semibold text-slate-900">
          {t('selling.category.title')}
        </h2>
        {category ? (
          <div className="flex flex-wrap items-center gap-3 rounded-xl border border-slate-200 p-3">
            <img src={category.icon} alt="" width={40} height={40} className="size-10" />
            <p className="flex-1 font-medium text-slate-900">
              {category.name}
              {sub ? ` › ${sub.name}` : ''}
            </p>
            <button
              type="button"
              onClick={() => {
                setValues((v) => ({
                  ...v,
                  category_id: null,
                  sub_category_id: null,
                  attributes: {},
                }));
              }}
              className="rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-100"
            >
              {t('selling.category.change')}
            </button>
          </div>
        ) : (
          <CategoryPicker
            categories={options.categories}
            onChoose={({ categoryId, subCategoryId }) => {
              setValues((v) => ({
                ...v,
                category_id: categoryId,
                sub_category_id: subCategoryId,
                attributes: v.category_id === categoryId ? v.attributes : {},
              }));
            }}
          />
        )}
        <FieldError
          id={`${id}-category-error`}
          message={errors.category_id ?? errors.sub_category_id}
        />
      </section>

      {category ? (
        <>
          <section aria-labelledby={`${id}-details`} className="space-y-4">
            <h2 id={`${id}-details`} className="text-lg font-semibold text-slate-900">
              {t('selling.details')}
            </h2>
            {attributes.isPending ? (
              <LoadingSpinner label={t('loading')} />
            ) : (
              <div className="grid gap-4 sm:grid-cols-2">
                {(attributes.data ?? []).map((attribute) => (
                  <AttributeField
                    key={attribute.id}
                    attribute={attribute}
                    value={values.attributes[String(attribute.id)]}
                    error={errors[`attributes.${String(attribute.id)}`]}
                    onChange={(value) => {
                      setAttribute(attribute.id, value);
                    }}
                  />
                ))}
              </div>
            )}
          </section>
          <TextsSection values={values} errors={errors} set={set} />
          <PriceSection values={values} errors={errors} set={set} options={options} />
          <PicturesField
            items={pictures.items}
            error={errors.pictures}
            onAdd={pictures.add}
            onRetry={pictures.retry}
            onRemove={pictures.remove}
            onMove={pictures.move}
          />
          <div className="flex justify-end">
            <button
              type="submit"
              disabled={uploading}
              className="rounded-lg bg-teal-700 px-6 py-3 font-semibold text-white hover:bg-teal-800 disabled:opacity-60"
            >
              {uploading ? t('selling.pictures.wait') : t('selling.preview')}
            </button>
          </div>
        </>
      ) : null}
    </form>
  );
}

type SectionProps = {
  values: PostValues;
  errors: Errors;
  set: <K extends keyof PostValues>(field: K, value: PostValues[K]) => void;
};

/** The title and description, in the language the seller writes, and the other if they wish. */
function TextsSection({ values, errors, set }: SectionProps) {
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

/** Price (fixed, negotiable or free), city, the phone number, and who publishes. */
function PriceSection({
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
                set('price', event.target.value);
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
