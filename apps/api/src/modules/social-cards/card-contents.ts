import { META_TEXTS, isContentPageSlug, type CardPage, type Lang } from '@souq/contracts';
import type { Database } from '../../db/client.ts';
import { findCategory } from '../categories/categories.repository.ts';
import { findContentPage } from '../content/content.repository.ts';
import { findOffer } from '../jobs/jobs.repository.ts';
import { toJobOfferDetail } from '../jobs/jobs.serializer.ts';
import { findUserProfile } from '../sellers/users.repository.ts';

/** What a title card says, and the address of its picture (`/media/…`), if it has one. */
export type CardContent = { title: string; subtitle?: string | null; picture?: string | null };

export async function categoryCardContent(
  db: Database,
  { lang, id }: { lang: Lang; id: number },
): Promise<CardContent | undefined> {
  const category = await findCategory(db, lang, id);
  return (
    category && { title: category.name, subtitle: category.parent?.name, picture: category.icon }
  );
}

/** A job offer: its title, its company and place, and the company's logo. */
export async function jobCardContent(
  db: Database,
  { lang, id }: { lang: Lang; id: number },
): Promise<CardContent | undefined> {
  const row = await findOffer(db, id);
  if (!row) return undefined;
  const job = toJobOfferDetail(row, [], lang);
  const company = job.company.company_name ?? META_TEXTS[lang].unknownCompany;
  return {
    title: job.title,
    subtitle: [company, job.location].filter(Boolean).join(' · '),
    picture: job.company.company_image,
  };
}

/** A person with a public profile: their name, city and picture. */
export async function userCardContent(
  db: Database,
  { lang, id }: { lang: Lang; id: number },
): Promise<CardContent | undefined> {
  const user = await findUserProfile(db, id, lang, null);
  return user && { title: user.name, subtitle: user.city, picture: user.avatar };
}

/** An information page by its stored title; the others by the texts of their cards. */
export async function pageCardContent(
  db: Database,
  { lang, page }: { lang: Lang; page: CardPage },
): Promise<CardContent | undefined> {
  if (!isContentPageSlug(page)) {
    const { title, line } = META_TEXTS[lang].cards[page];
    return { title, subtitle: line };
  }
  const content = await findContentPage(db, page, lang);
  return content && { title: content.title };
}
