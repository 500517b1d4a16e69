import {
  CONTENT_PAGE_LIMITS,
  contentPageBody,
  type ContentPageBody,
  type EditablePage,
  type Lang,
} from '@souq/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import type * as z from 'zod';
import { TextAreaField, TextField } from '../../../shared/form/fields';
import { applyServerErrors, errorToastText, formResolver } from '../../../shared/form/form-errors';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { toast } from '../../../shared/ui/toast';
import { saveEditablePage } from '../api/content';
import { adminKeys } from '../api/keys';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../components/buttons';
import { BothPreviews } from './content-preview';
import { RichTextEditor } from './rich-text-editor';

type Values = z.output<typeof contentPageBody>;
type Form = UseFormReturn<ContentPageBody, unknown, Values>;
const FIELDS = ['title_en', 'title_ar', 'body_en', 'body_ar'] as const;
/** English first, as the page's own language does not change what is edited. */
export const LANGUAGES = ['en', 'ar'] as const satisfies readonly Lang[];

/**
 * A content page's title and body in each language, the bodies as formatted text (or as their
 * HTML), with both languages' previews side by side of what the server will keep; both saved
 * together, as a new version. The version it started from goes with the save, so that one made
 * meanwhile by someone else is not overwritten.
 */
export function ContentForm({ page }: { page: EditablePage }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useForm<ContentPageBody, unknown, Values>({
    resolver: formResolver(contentPageBody),
    defaultValues: {
      title_en: page.title_en,
      title_ar: page.title_ar,
      body_en: page.body_en,
      body_ar: page.body_ar,
      version: page.version,
    },
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      const answer = await saveEditablePage(page.slug, values);
      toast.success(answer.message ?? t('admin.content.saved'));
      await queryClient.invalidateQueries({ queryKey: adminKeys.all });
      await queryClient.invalidateQueries({ queryKey: ['pages'] });
    } catch (error) {
      applyServerErrors(error, form.setError, [...FIELDS]);
      toast.error(errorToastText(t, error));
    }
  });
  const [titleEn, bodyEn, titleAr, bodyAr] = useWatch({
    control: form.control,
    name: ['title_en', 'body_en', 'title_ar', 'body_ar'],
  });
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-6">
      <div className="grid gap-4 xl:grid-cols-2">
        {LANGUAGES.map((language) => (
          <LanguageFields key={language} language={language} form={form} />
        ))}
      </div>
      <section aria-labelledby="content-preview-heading" className="space-y-3">
        <h2 id="content-preview-heading" className="text-lg font-bold text-slate-900">
          {t('admin.content.previewLabel')}
        </h2>
        <BothPreviews en={{ title: titleEn, html: bodyEn }} ar={{ title: titleAr, html: bodyAr }} />
      </section>
      <button
        type="submit"
        disabled={form.formState.isSubmitting}
        aria-busy={form.formState.isSubmitting}
        className={PRIMARY_BUTTON}
      >
        {t('admin.content.save')}
      </button>
    </form>
  );
}

/** A language's title and body; the body as formatted text, or as HTML for what that cannot. */
function LanguageFields({ language, form }: { language: Lang; form: Form }) {
  const { t } = useTranslation();
  const [asHtml, setAsHtml] = useState(false);
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const title = `title_${language}` as const;
  const body = `body_${language}` as const;
  return (
    <fieldset className="min-w-0 space-y-3 rounded-2xl border border-slate-200 bg-white p-4">
      <legend className="px-1 font-semibold text-slate-900">
        {t(`admin.content.languages.${language}`)}
      </legend>
      <TextField
        label={t('admin.content.pageTitle')}
        lang={language}
        dir={language === 'ar' ? 'rtl' : 'ltr'}
        maxLength={CONTENT_PAGE_LIMITS.titleMax}
        error={errors[title]?.message}
        {...register(title)}
      />
      {asHtml ? (
        <TextAreaField
          label={t('admin.content.bodyHtml')}
          lang={language}
          dir="ltr"
          rows={14}
          className="[&_textarea]:font-mono [&_textarea]:text-sm"
          error={errors[body]?.message}
          {...register(body)}
        />
      ) : (
        <Controller
          control={control}
          name={body}
          render={({ field, fieldState }) => (
            <RichTextEditor
              label={t('admin.content.body')}
              language={language}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
            />
          )}
        />
      )}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-slate-600">{t('admin.content.allowed')}</p>
        <button
          type="button"
          aria-pressed={asHtml}
          onClick={() => {
            setAsHtml((html) => !html);
          }}
          className={SECONDARY_BUTTON}
        >
          {t('admin.content.editHtml')}
        </button>
      </div>
    </fieldset>
  );
}
