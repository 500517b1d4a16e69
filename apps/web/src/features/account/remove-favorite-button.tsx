import { useMutation, useQueryClient } from '@tanstack/react-query';
import { HeartOff } from 'lucide-react';
import { errorToastText } from '../../shared/form/form-errors';
import { useTranslation } from '../../shared/i18n/use-translation';
import { toast } from '../../shared/ui/toast';
import { removeFavorite, type FavoriteItem } from './api';

/** Takes an ad or a job off the favorites page (the toggle of its own page, pressed once). */
export function RemoveFavoriteButton({ item, title }: { item: FavoriteItem; title: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const removal = useMutation({
    mutationFn: () => removeFavorite(item),
    onSuccess: async ({ message }) => {
      toast.success(message ?? t('favoritesPage.removed'));
      await queryClient.invalidateQueries({ queryKey: ['favorites'] });
    },
    onError: (error) => {
      toast.error(errorToastText(t, error));
    },
  });
  return (
    <button
      type="button"
      disabled={removal.isPending}
      onClick={() => {
        removal.mutate();
      }}
      aria-label={t('favoritesPage.removeNamed', { title })}
      className="inline-flex items-center gap-1.5 rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-medium text-red-700 hover:bg-red-50 disabled:opacity-60"
    >
      <HeartOff aria-hidden="true" className="size-4" />
      {t('favoritesPage.remove')}
    </button>
  );
}
