import { SAVED_SEARCH_NAME_MAX, savedSearchBody, type SavedSearchQuery } from '@souq/contracts';
import { useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type * as z from 'zod';
import { FormFailure, SubmitButton, TextField } from '../form/fields';
import { applyServerErrors, errorMessageText, formResolver } from '../form/form-errors';
import { useLang } from '../i18n/use-lang';
import { useTranslation } from '../i18n/use-translation';
import { paths } from '../lib/paths';
import { PushOffer } from '../push/push-offer';
import { pushDeviceQueryOptions } from '../push/use-push-device';
import { ModalDialog } from '../ui/modal-dialog';
import { toast } from '../ui/toast';
import { AlertsSelect } from './alerts-select';
import { createSavedSearch, SAVED_SEARCHES_KEY } from './saved-searches-api';

const nameAndAlerts = savedSearchBody.pick({ name: true, alerts: true });

/** The name proposed for a search: its category's and its words, cut to what a name may be. */
export function suggestedName(t: TFunction, categoryName: string | undefined, words: string) {
  const name =
    categoryName === undefined
      ? words || t('savedSearches.allAds')
      : words === ''
        ? categoryName
        : t('savedSearches.suggestedName', { category: categoryName, words });
  return name.slice(0, SAVED_SEARCH_NAME_MAX);
}

/**
 * Saves the listing's search under a name (proposed, editable) and how its owner hears of new
 * ads (at once unless changed). A refusal the form cannot show on a field (the 50 searches a
 * user may keep) is said in the dialog; success is a toast with a link to the list. Loaded
 * apart, with the account texts (save-search-button.tsx).
 */
export function SaveSearchDialog({
  search,
  categoryName,
  onClose,
}: {
  search: SavedSearchQuery;
  categoryName: string | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [offeringPush, setOfferingPush] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof nameAndAlerts>, unknown, z.output<typeof nameAndAlerts>>({
    resolver: formResolver(nameAndAlerts),
    defaultValues: { name: suggestedName(t, categoryName, search.q ?? ''), alerts: 'instant' },
  });

  const showSaved = () => {
    const list = paths.savedSearches(lang);
    // Its link closes its toast, whose id is known once the toast is asked for.
    let id = '';
    id = toast.success(
      <span>
        {t('savedSearches.saved')}{' '}
        <a
          href={list}
          onClick={(event) => {
            event.preventDefault();
            toast.dismiss(id);
            void navigate(list);
          }}
          className="font-semibold text-teal-800 underline"
        >
          {t('savedSearches.seeList')}
        </a>
      </span>,
    );
  };

  const submit = async ({ name, alerts }: z.output<typeof nameAndAlerts>) => {
    setFailure(null);
    try {
      await createSavedSearch({ ...search, name, alerts });
    } catch (error) {
      if (applyServerErrors(error, setError, ['name', 'alerts']).length === 0) {
        setFailure(errorMessageText(t, error));
      }
      return;
    }
    void queryClient.invalidateQueries({ queryKey: SAVED_SEARCHES_KEY });
    showSaved();
    // Alerts asked for: the moment to offer them on this browser too, if it is not told yet.
    if (alerts !== 'off') {
      const push = await queryClient.query(pushDeviceQueryOptions()).catch(() => undefined);
      if (push === 'off') {
        setOfferingPush(true);
        return;
      }
    }
    dialogRef.current?.close();
  };

  return (
    <ModalDialog
      title={t('savedSearches.saveTitle')}
      onClose={onClose}
      dialogRef={dialogRef}
      className="mt-24 w-[min(28rem,calc(100%-2rem))]"
    >
      {offeringPush ? (
        <PushOffer onDone={() => dialogRef.current?.close()} />
      ) : (
        <>
          <p className="mt-1 text-sm text-slate-600">{t('savedSearches.saveHint')}</p>
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
            <AlertsSelect error={errors.alerts?.message} {...register('alerts')} />
            <FormFailure message={failure} />
            <SubmitButton busy={isSubmitting}>{t('savedSearches.save')}</SubmitButton>
          </form>
        </>
      )}
    </ModalDialog>
  );
}
