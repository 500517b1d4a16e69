import type { BannerBody, ConsoleBanner } from '@souq/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { CheckboxField, TextField } from '../../../shared/form/fields';
import { applyServerErrors, errorToastText } from '../../../shared/form/form-errors';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { toast } from '../../../shared/ui/toast';
import { adminKeys } from '../api/keys';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../components/buttons';
import { BannerPictureField } from './banner-picture-field';
import { OPENS, bannerResolver, formValuesOf, type BannerFormValues } from './banner-form-values';
import { createBanner, saveBanner } from './banners-api';

const SERVER_FIELDS = [
  'image',
  'image_ar',
  'alt_en',
  'alt_ar',
  'target_id',
  'link',
  'starts_at',
  'ends_at',
] as const;

/**
 * A new banner (no `banner`) or one to edit: its pictures, its text in both languages, what it
 * opens, the dates it shows between and whether it is on. The contracts' rules are checked here
 * and again by the server, whose field messages land on the same fields.
 */
export function BannerForm({ banner, onDone }: { banner?: ConsoleBanner; onDone: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [previews, setPreviews] = useState({
    en: banner?.preview ?? null,
    ar: banner?.preview_ar ?? null,
  });
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    control,
    formState: { errors, isSubmitting },
  } = useForm<BannerFormValues, unknown, BannerBody>({
    resolver: bannerResolver,
    defaultValues: formValuesOf(banner),
  });
  const opens = useWatch({ control, name: 'opens' });
  const submit = handleSubmit(async (body) => {
    try {
      const answer = banner ? await saveBanner(banner.id, body) : await createBanner(body);
      toast.success(answer.message ?? t('admin.banners.saved'));
      await queryClient.invalidateQueries({ queryKey: adminKeys.all });
      onDone();
    } catch (error) {
      applyServerErrors(error, setError, [...SERVER_FIELDS]);
      toast.error(errorToastText(t, error));
    }
  });
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
      <BannerPictureField
        label={t('admin.banners.fields.image')}
        preview={previews.en}
        error={errors.image?.message}
        onUploaded={(image, preview) => {
          setValue('image', image, { shouldValidate: true });
          setPreviews((current) => ({ ...current, en: preview }));
        }}
      />
      <BannerPictureField
        label={t('admin.banners.fields.imageAr')}
        preview={previews.ar}
        error={errors.image_ar?.message}
        onUploaded={(image, preview) => {
          setValue('image_ar', image, { shouldValidate: true });
          setPreviews((current) => ({ ...current, ar: preview }));
        }}
        onRemove={() => {
          setValue('image_ar', null);
          setPreviews((current) => ({ ...current, ar: null }));
        }}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('admin.banners.fields.altEn')}
          dir="ltr"
          lang="en"
          error={errors.alt_en?.message}
          {...register('alt_en')}
        />
        <TextField
          label={t('admin.banners.fields.altAr')}
          dir="rtl"
          lang="ar"
          error={errors.alt_ar?.message}
          {...register('alt_ar')}
        />
      </div>
      <fieldset>
        <legend className="mb-1 text-sm font-medium text-slate-800">
          {t('admin.banners.fields.opens')}
        </legend>
        <div className="flex flex-wrap gap-x-5 gap-y-2">
          {OPENS.map((choice) => (
            <label key={choice} className="inline-flex min-h-10 items-center gap-2 text-slate-800">
              <input type="radio" value={choice} className="size-4" {...register('opens')} />
              {t(`admin.banners.opens.${choice}`)}
            </label>
          ))}
        </div>
      </fieldset>
      {opens === 'ad' ? (
        <TextField
          label={t('admin.banners.fields.targetId')}
          inputMode="numeric"
          dir="ltr"
          className="[&_input]:max-w-48"
          error={errors.target_id?.message}
          {...register('target_id')}
        />
      ) : null}
      {opens === 'link' ? (
        <div>
          <TextField
            label={t('admin.banners.fields.link')}
            dir="ltr"
            placeholder="/category/8"
            error={errors.link?.message}
            {...register('link')}
          />
          <p className="mt-1 text-sm text-slate-600">{t('admin.banners.linkHelp')}</p>
        </div>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('admin.banners.fields.startsAt')}
          type="datetime-local"
          error={errors.starts_at?.message}
          {...register('starts_at')}
        />
        <TextField
          label={t('admin.banners.fields.endsAt')}
          type="datetime-local"
          error={errors.ends_at?.message}
          {...register('ends_at')}
        />
      </div>
      <p className="text-sm text-slate-600">{t('admin.banners.datesHelp')}</p>
      <CheckboxField label={t('admin.banners.fields.active')} {...register('active')} />
      <div className="flex flex-wrap gap-3">
        <button
          type="submit"
          disabled={isSubmitting}
          aria-busy={isSubmitting}
          className={PRIMARY_BUTTON}
        >
          {banner ? t('admin.banners.save') : t('admin.banners.create')}
        </button>
        <button type="button" onClick={onDone} className={SECONDARY_BUTTON}>
          {t('admin.cancel')}
        </button>
      </div>
    </form>
  );
}
