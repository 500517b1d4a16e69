import {
  adFormFor,
  type AdForm,
  type PostingAttribute,
  type PostingOptions,
  type UploadedPicture,
} from '@souq/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Trans } from 'react-i18next';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link, useNavigate } from 'react-router';
import { FieldError } from '../../../shared/form/fields';
import { encodeIssue, errorToastText } from '../../../shared/form/form-errors';
import { ApiError } from '../../../shared/http/api-error';
import { useLang } from '../../../shared/i18n/use-lang';
import { paths } from '../../../shared/lib/paths';
import { LoadingSpinner } from '../../../shared/ui/loading-spinner';
import { toast } from '../../../shared/ui/toast';
import { postingAttributesQueryOptions, publishAd, saveDraft, updateAd } from '../selling-api';
import { AdPreview } from './ad-preview';
import { AttributeField } from './attribute-field';
import { CategoryPicker } from './category-picker';
import { PicturesField } from './pictures-field';
import { PriceSection } from './price-section';
import { TextsSection } from './texts-section';
import { toDraft, toForm, type FormErrors, type PostValues } from './post-values';
import { usePictureUploads } from './use-picture-uploads';

/** How long typing rests before the draft is saved. */
const DRAFT_DELAY_MS = 800;

/** A new ad, or an own ad edited (`resubmits`: a rejected one, which saving sends for review). */
export type PostMode = { kind: 'new' } | { kind: 'edit'; adId: number; resubmits: boolean };

type PostFormProps = {
  mode: PostMode;
  initial: PostValues;
  initialPictures: UploadedPicture[];
  options: PostingOptions;
};

/** The form checked by the contracts' schema of its category: the form, or its field errors. */
function check(
  values: PostValues,
  attributes: PostingAttribute[],
): { form: AdForm } | { errors: FormErrors } {
  const parsed = adFormFor(attributes).safeParse(toForm(values, attributes), {
    reportInput: true,
  });
  if (parsed.success) return { form: parsed.data };
  const errors: FormErrors = {};
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
  const [errors, setErrors] = useState<FormErrors>({});
  const [preview, setPreview] = useState<AdForm | null>(null);
  const [duplicateOf, setDuplicateOf] = useState<number | null>(null);
  const [sending, setSending] = useState(false);
  const attributes = useQuery(postingAttributesQueryOptions(lang, values.category_id));
  const pictures = usePictureUploads(initialPictures);
  const current = useMemo(() => ({ ...values, pictures: pictures.ids }), [values, pictures.ids]);
  const draft = useDraftSaving(current, mode.kind === 'new' && !sending);

  /** A field changed: its message is no longer about what it holds. */
  const forget = (field: string) => {
    setErrors(({ [field]: _dropped, ...others }) => others);
  };
  const set = <K extends keyof PostValues>(field: K, value: PostValues[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    forget(field);
  };
  const setAttribute = (attributeId: number, value: string | string[]) => {
    setValues((v) => ({ ...v, attributes: { ...v.attributes, [String(attributeId)]: value } }));
    forget(`attributes.${String(attributeId)}`);
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
      // A new ad held for review says so: it is not live yet. An edit says what became of the
      // ad (held, sent for review again, still hidden) in the server's words.
      const held = data.status === 'pending' ? t('selling.heldForReview') : null;
      const said = mode.kind === 'new' ? (held ?? message) : (message ?? held);
      toast.success(said ?? t('selling.published'));
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
          ref={(note) => {
            // The form that had the focus is gone: it goes to what replaced it, not to <body>.
            note?.focus();
          }}
          tabIndex={-1}
          className="rounded-lg bg-amber-50 p-3 text-sm font-medium text-amber-900 ring-1 ring-amber-200 focus:outline-none"
        >
          {mode.kind === 'new'
            ? t('selling.previewNote')
            : mode.resubmits
              ? t('selling.previewNoteResubmit')
              : t('selling.previewNoteEdit')}
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
            {mode.kind === 'new'
              ? t('selling.publish')
              : mode.resubmits
                ? t('selling.saveAndResubmit')
                : t('selling.saveChanges')}
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
            onAdd={(files) => {
              forget('pictures');
              return pictures.add(files);
            }}
            onRetry={pictures.retry}
            onRemove={(key) => {
              forget('pictures');
              pictures.remove(key);
            }}
            onMove={pictures.move}
          />
          <div className="flex justify-end">
            {/* Checked against the category's attributes: not before they have come (a preview
                without them sent no answers, and the server refused the filled fields). */}
            <button
              type="submit"
              disabled={uploading || attributes.isPending}
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
