import type { ConsoleBanner } from '@souq/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { errorToastText } from '../../../shared/form/form-errors';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useLang } from '../../../shared/i18n/use-lang';
import { toast } from '../../../shared/ui/toast';
import { adminKeys } from '../api/keys';
import { SECONDARY_BUTTON } from '../components/buttons';
import { ConsolePage, Panel } from '../components/console-page';
import { Empty, Loaded } from '../components/loaded';
import { swapNeighbours } from '../components/reorder-buttons';
import { BannerForm } from './banner-form';
import { BannerRow } from './banner-row';
import { bannersQueryOptions, reorderBanners } from './banners-api';

/** What the form edits: a new banner, one of the list, or nothing (the form is closed). */
type Editing = { banner?: ConsoleBanner } | null;

/**
 * `/{lang}/admin/banners` (admin only): the home slider's banners, live, scheduled, ended or
 * off, in their order; each added, edited, moved, turned on or off and deleted here, every
 * change in the audit log. The home page shows the live ones within the page cache's lifetime.
 */
export function BannersPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const queryClient = useQueryClient();
  const banners = useQuery(bannersQueryOptions(lang));
  const [editing, setEditing] = useState<Editing>(null);
  const [moving, setMoving] = useState(false);
  const move = async (list: ConsoleBanner[], index: number, step: -1 | 1) => {
    const ids = list.map((banner) => banner.id);
    setMoving(true);
    try {
      const answer = await reorderBanners(swapNeighbours(ids, index, step));
      toast.success(answer.message ?? t('admin.banners.reordered'));
      await queryClient.invalidateQueries({ queryKey: adminKeys.all });
    } catch (error) {
      toast.error(errorToastText(t, error));
    } finally {
      setMoving(false);
    }
  };
  return (
    <ConsolePage
      title={t('admin.banners.title')}
      aside={
        editing === null ? (
          <button
            type="button"
            onClick={() => {
              setEditing({});
            }}
            className={SECONDARY_BUTTON}
          >
            <Plus aria-hidden="true" className="size-4" />
            {t('admin.banners.add')}
          </button>
        ) : null
      }
    >
      <p className="mb-4 text-slate-700">{t('admin.banners.hint')}</p>
      {editing === null ? null : (
        <Panel
          title={editing.banner ? t('admin.banners.editTitle') : t('admin.banners.addTitle')}
          className="mb-4"
        >
          <BannerForm
            key={editing.banner?.id ?? 'new'}
            {...(editing.banner && { banner: editing.banner })}
            onDone={() => {
              setEditing(null);
            }}
          />
        </Panel>
      )}
      <Panel title={t('admin.banners.list')}>
        <Loaded query={banners}>
          {(list) =>
            list.length === 0 ? (
              <Empty text={t('admin.banners.empty')} />
            ) : (
              <ol className="divide-y divide-slate-200">
                {list.map((banner, index) => (
                  <BannerRow
                    key={banner.id}
                    banner={banner}
                    index={index}
                    count={list.length}
                    moving={moving}
                    onMove={(step) => void move(list, index, step)}
                    onEdit={() => {
                      setEditing({ banner });
                    }}
                  />
                ))}
              </ol>
            )
          }
        </Loaded>
      </Panel>
    </ConsolePage>
  );
}
