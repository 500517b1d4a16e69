import {
  SAFETY_PAGE_LIMITS,
  safetyPageBody,
  type Lang,
  type SafetyPage,
  type SafetyPageBody,
} from '@souq/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import type * as z from 'zod';
import { TextAreaField, TextField } from '../../../shared/form/fields';
import { applyServerErrors, errorToastText, formResolver } from '../../../shared/form/form-errors';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { toast } from '../../../shared/ui/toast';
import { saveSafetyPage } from '../api/content';
import { adminKeys } from '../api/keys';
import { PRIMARY_BUTTON } from '../components/buttons';
import { ContentPreview } from './content-preview';

type Values = z.output<typeof safetyPageBody>;
const FIELDS = ['title_en', 'title_ar', 'body_en', 'body_ar'] as const;
/** English first, as the page's own language does not change what is edited. */
const LANGUAGES = ['en', 'ar'] as const satisfies readonly Lang[];

/**
 * A safety page's title and body in each language (HTML, kept to the tags the server allows),
 * each with a live preview of what the server will keep; both saved together. What the server
 * stored comes back into the form.
 */
export function ContentForm({ page }: { page: SafetyPage }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useForm<SafetyPageBody, unknown, Values>({
    resolver: formResolver(safetyPageBody),
    defaultValues: {
      title_en: page.title_en,
      title_ar: page.title_ar,
      body_en: page.body_en,
      body_ar: page.body_ar,
    },
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      const answer = await saveSafetyPage(page.slug, values);
      toast.success(answer.message ?? t('admin.content.saved'));
      await queryClient.invalidateQueries({ queryKey: adminKeys.all });
      await queryClient.invalidateQueries({ queryKey: ['pages'] });
    } catch (error) {
      applyServerErrors(error, form.setError, [...FIELDS]);
      toast.error(errorToastText(t, error));
    }
  });
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
      <p className="text-sm text-slate-700">{t('admin.content.allowed')}</p>
      <div className="grid gap-4 xl:grid-cols-2">
        {LANGUAGES.map((language) => (
          <LanguageFields key={language} language={language} form={form} />
        ))}
      </div>
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

function LanguageFields({
  language,
  form,
}: {
  language: Lang;
  form: UseFormReturn<SafetyPageBody, unknown, Values>;
}) {
  const { t } = useTranslation();
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const title = `title_${language}` as const;
  const body = `body_${language}` as const;
  const [titleText, bodyText] = useWatch({ control, name: [title, body] });
  return (
    <fieldset className="min-w-0 space-y-3 rounded-2xl border border-slate-200 bg-white p-4">
      <legend className="px-1 font-semibold text-slate-900">
        {t(`admin.content.languages.${language}`)}
      </legend>
      <TextField
        label={t('admin.content.pageTitle')}
        lang={language}
        dir={language === 'ar' ? 'rtl' : 'ltr'}
        maxLength={SAFETY_PAGE_LIMITS.titleMax}
        error={errors[title]?.message}
        {...register(title)}
      />
      <TextAreaField
        label={t('admin.content.body')}
        lang={language}
        dir="ltr"
        rows={12}
        className="[&_textarea]:font-mono [&_textarea]:text-sm"
        error={errors[body]?.message}
        {...register(body)}
      />
      <ContentPreview language={language} title={titleText} html={bodyText} />
    </fieldset>
  );
}
