import type { Category } from '@souq/contracts';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { useLang } from '../../../shared/i18n/use-lang';
import { paths } from '../../../shared/lib/paths';
import { categoriesQueryOptions } from '../../../shared/categories/get-categories';
import { useCarousel, type CarouselOptions } from '../hooks/use-carousel';
import { CarouselArrows } from './carousel-arrows';

/** Spec section 9: 2 per view under 768 px, 10 from 768 px. */
const SLIDE = 'min-w-0 shrink-0 grow-0 basis-1/2 md:basis-1/10';
const ITEM = 'flex flex-col items-center gap-2 rounded-xl p-2 text-center';
const ICON = 'size-16 rounded-2xl md:size-12 lg:size-16';
const NAME = 'line-clamp-2 min-h-10 text-sm leading-5 font-medium';
const CAROUSEL: CarouselOptions = { loop: true, align: 'start' };

/** Under 768 px, where 2 of them show, arrows say that there are more. */
const SHOWN_ON_PHONES = 2;

function CategoryTrack({ categories }: { categories: Category[] }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { viewportRef, scrollPrev, scrollNext } = useCarousel(CAROUSEL);
  return (
    <div className="relative">
      <div ref={viewportRef} className="overflow-hidden">
        <ul className="flex">
          {categories.map((category) => (
            <li key={category.id} className={SLIDE}>
              <Link
                to={paths.category(lang, category.id)}
                draggable={false}
                className={`${ITEM} text-slate-800 hover:bg-white hover:shadow-sm`}
              >
                <img
                  src={category.icon}
                  alt=""
                  width={128}
                  height={128}
                  loading="lazy"
                  decoding="async"
                  draggable={false}
                  className={`${ICON} bg-slate-100`}
                />
                <span className={NAME}>{category.name}</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
      {categories.length > SHOWN_ON_PHONES ? (
        <CarouselArrows
          onPrevious={scrollPrev}
          onNext={scrollNext}
          previousLabel={t('home.previousCategories')}
          nextLabel={t('home.nextCategories')}
          className="md:hidden"
        />
      ) : null}
    </div>
  );
}

/** The same shapes as the loaded items, so the carousel keeps its height. */
function CategorySkeleton() {
  return (
    <ul aria-hidden="true" className="flex overflow-hidden">
      {Array.from({ length: 10 }, (_, index) => (
        <li key={index} className={SLIDE}>
          <div className={`${ITEM} animate-pulse`}>
            <div className={`${ICON} bg-slate-200`} />
            <div className={`${NAME} w-3/4 rounded bg-slate-200`} />
          </div>
        </li>
      ))}
    </ul>
  );
}

/** Spec "Home": the looping category carousel, in the page's direction. */
export function CategoryCarousel() {
  const { t } = useTranslation();
  const lang = useLang();
  const headingId = useId();
  const { data, isPending, isError } = useQuery(categoriesQueryOptions(lang));
  if (data?.length === 0) return null;

  return (
    <section aria-labelledby={headingId} className="mx-auto max-w-7xl px-4 pt-6">
      <h2 id={headingId} className="mb-2 text-xl font-bold text-slate-900">
        {t('home.categoriesTitle')}
      </h2>
      {isPending ? (
        <CategorySkeleton />
      ) : isError ? (
        <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
          {t('oopsError')}
        </p>
      ) : (
        <CategoryTrack categories={data} />
      )}
    </section>
  );
}
