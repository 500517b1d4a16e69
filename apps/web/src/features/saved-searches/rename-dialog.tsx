import { savedSearchBody, type SavedSearch } from '@souq/contracts';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type * as z from 'zod';
import { FormFailure, SubmitButton, TextField } from '../../shared/form/fields';
import { applyServerErrors, errorMessageText, formResolver } from '../../shared/form/form-errors';
import { useTranslation } from '../../shared/i18n/use-translation';
import { ModalDialog } from '../../shared/ui/modal-dialog';
import { changeSavedSearch } from './api';

const nameOnly = savedSearchBody.pick({ name: true });

/** A new name for a saved search, checked as the server checks it. */
export function RenameDialog({
  search,
  onRenamed,
  onClose,
}: {
  search: SavedSearch;
  onRenamed: (renamed: SavedSearch) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof nameOnly>, unknown, z.output<typeof nameOnly>>({
    resolver: formResolver(nameOnly),
    defaultValues: { name: search.name },
  });

  const submit = async ({ name }: z.output<typeof nameOnly>) => {
    setFailure(null);
    try {
      onRenamed(await changeSavedSearch(search.id, { name }));
    } catch (error) {
      if (applyServerErrors(error, setError, ['name']).length === 0) {
        setFailure(errorMessageText(t, error));
      }
      return;
    }
    dialogRef.current?.close();
  };

  return (
    <ModalDialog
      title={t('savedSearches.renameTitle')}
      onClose={onClose}
      dialogRef={dialogRef}
      className="mt-24 w-[min(28rem,calc(100%-2rem))]"
    >
      <form
        noValidate
        onSubmit={(event) => void handleSubmit(submit)(event)}
        className="mt-4 grid gap-4"
      >
        <TextField
          label={t('savedSearches.name')}
          dir="auto"
          error={errors.name?.message}
          {...register('name')}
        />
        <FormFailure message={failure} />
        <SubmitButton busy={isSubmitting}>{t('savedSearches.rename')}</SubmitButton>
      </form>
    </ModalDialog>
  );
}
