import {
  categoryNamesBody,
  newCategoryBody,
  PICTURE_LIMITS,
  type CategoryNamesBody,
  type ConsoleCategory,
  type ConsoleCategoryTree,
  type NewCategory,
  type NewCategoryBody,
} from '@souq/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type ComponentProps } from 'react';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import { FieldError, INPUT_CLASS, TextField } from '../../../shared/form/fields';
import {
  applyServerErrors,
  errorMessageText,
  errorToastText,
  formResolver,
} from '../../../shared/form/form-errors';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useLang } from '../../../shared/i18n/use-lang';
import { toast } from '../../../shared/ui/toast';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../components/buttons';
import {
  addCategory,
  moveCategory,
  refreshCatalog,
  renameCategory,
  uploadCategoryPicture,
} from './categories-api';
import { nameIn } from './names';

/** An empty choice is no parent: a top-level category. */
const parentValue = (value: unknown) =>
  value === '' || value === null || value === undefined ? null : Number(value);

/** A choice of parent: none (top level) or one of the top-level categories but `except`. */
function ParentSelect({
  tree,
  except,
  error,
  ...select
}: ComponentProps<'select'> & {
  tree: ConsoleCategoryTree[];
  except?: number;
  error: string | undefined;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
        {t('admin.categories.fields.parent_id')}
      </label>
      <select
        id={id}
        className={INPUT_CLASS}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...select}
      >
        <option value="">{t('admin.categories.topLevel')}</option>
        {tree
          .filter((top) => top.id !== except)
          .map((top) => (
            <option key={top.id} value={top.id}>
              {nameIn(lang, top)}
            </option>
          ))}
      </select>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** Adds a category (both names, its address name, its parent if a sub-category). */
export function AddCategoryForm({ tree }: { tree: ConsoleCategoryTree[] }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<NewCategoryBody, unknown, NewCategory>({
    resolver: formResolver(newCategoryBody),
    defaultValues: { name_en: '', name_ar: '', slug: '', parent_id: null },
  });
  const submit = handleSubmit(async (values) => {
    try {
      const answer = await addCategory(values);
      toast.success(answer.message ?? t('admin.categories.saved'));
      reset();
      await refreshCatalog(queryClient);
    } catch (error) {
      applyServerErrors(error, setError, ['name_en', 'name_ar', 'slug', 'parent_id']);
      toast.error(errorToastText(t, error));
    }
  });
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
      <NameFields
        fields={{ name_en: register('name_en'), name_ar: register('name_ar') }}
        errors={errors}
      />
      <TextField
        label={t('admin.categories.fields.slug')}
        dir="ltr"
        lang="en"
        autoCapitalize="none"
        spellCheck={false}
        error={errors.slug?.message}
        {...register('slug')}
      />
      <p className="-mt-2 text-sm text-slate-600">{t('admin.categories.slugHint')}</p>
      <ParentSelect
        tree={tree}
        error={errors.parent_id?.message}
        {...register('parent_id', { setValueAs: parentValue })}
      />
      <button type="submit" disabled={isSubmitting} className={PRIMARY_BUTTON}>
        {t('admin.categories.addButton')}
      </button>
    </form>
  );
}

/** The two names, each in its own language and direction. */
function NameFields({
  fields,
  errors,
}: {
  fields: Record<'name_en' | 'name_ar', UseFormRegisterReturn>;
  errors: Partial<Record<'name_en' | 'name_ar', { message?: string | undefined }>>;
}) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        label={t('admin.categories.fields.name_en')}
        dir="ltr"
        lang="en"
        error={errors.name_en?.message}
        {...fields.name_en}
      />
      <TextField
        label={t('admin.categories.fields.name_ar')}
        dir="rtl"
        lang="ar"
        error={errors.name_ar?.message}
        {...fields.name_ar}
      />
    </>
  );
}

/** Renames a category, moves it to another parent, and gives it a picture. */
export function EditCategoryForm({
  category,
  tree,
}: {
  category: ConsoleCategory;
  tree: ConsoleCategoryTree[];
}) {
  return (
    <div className="space-y-6">
      <RenameForm category={category} />
      <MoveForm category={category} tree={tree} />
      <PictureForm category={category} />
    </div>
  );
}

function RenameForm({ category }: { category: ConsoleCategory }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CategoryNamesBody, unknown, CategoryNamesBody>({
    resolver: formResolver(categoryNamesBody),
    defaultValues: { name_en: category.name_en, name_ar: category.name_ar },
  });
  const submit = handleSubmit(async (values) => {
    try {
      const answer = await renameCategory(category.id, values);
      toast.success(answer.message ?? t('admin.categories.saved'));
      await refreshCatalog(queryClient);
    } catch (error) {
      applyServerErrors(error, setError, ['name_en', 'name_ar']);
      toast.error(errorToastText(t, error));
    }
  });
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
      <NameFields
        fields={{ name_en: register('name_en'), name_ar: register('name_ar') }}
        errors={errors}
      />
      <button type="submit" disabled={isSubmitting} className={PRIMARY_BUTTON}>
        {t('admin.categories.rename')}
      </button>
    </form>
  );
}

function MoveForm({ category, tree }: { category: ConsoleCategory; tree: ConsoleCategoryTree[] }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [parentId, setParentId] = useState<number | null>(category.parent_id);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const move = async () => {
    setBusy(true);
    setError(undefined);
    try {
      const answer = await moveCategory(category.id, parentId);
      toast.success(answer.message ?? t('admin.categories.saved'));
      await refreshCatalog(queryClient);
    } catch (failure) {
      setError(errorMessageText(t, failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="space-y-3 border-t border-slate-200 pt-4">
      <ParentSelect
        tree={tree}
        except={category.id}
        error={error}
        value={parentId === null ? '' : String(parentId)}
        onChange={(event) => {
          setParentId(parentValue(event.target.value));
        }}
      />
      <button
        type="button"
        disabled={busy || parentId === category.parent_id}
        onClick={() => void move()}
        className={SECONDARY_BUTTON}
      >
        {t('admin.categories.move')}
      </button>
    </div>
  );
}

function PictureForm({ category }: { category: ConsoleCategory }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const upload = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    setError(undefined);
    try {
      const answer = await uploadCategoryPicture(category.id, file);
      toast.success(answer.message ?? t('admin.categories.saved'));
      await refreshCatalog(queryClient);
    } catch (failure) {
      setError(errorMessageText(t, failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="border-t border-slate-200 pt-4">
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
        {t('admin.categories.fields.picture')}
      </label>
      <div className="flex flex-wrap items-center gap-3">
        <img
          src={category.icon}
          alt=""
          width={64}
          height={64}
          className="size-16 rounded-2xl bg-slate-100 object-cover"
        />
        <input
          id={id}
          type="file"
          accept={PICTURE_LIMITS.types.join(',')}
          disabled={busy}
          aria-busy={busy}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => void upload(event.target.files?.[0])}
          className="block max-w-full text-sm text-slate-700 file:me-3 file:rounded-lg file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:font-medium file:text-slate-800"
        />
      </div>
      {busy ? (
        <p className="mt-1 text-sm text-slate-600">{t('admin.categories.uploading')}</p>
      ) : null}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
