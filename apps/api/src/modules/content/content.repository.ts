import {
  LEGAL_GROUPS,
  type ContactMessage,
  type ContactMessageData,
  type ContentPage,
  type ContentPageSlug,
  type Lang,
  type LegalsData,
} from '@souq/contracts';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { contactMessages, contentPages, legalSections } from '../../db/schema/index.ts';
import { headingsUnder } from '../../shared/heading-outline.ts';
import { localized } from '../../shared/localized.ts';

/** Stores a contact message; blank optional fields are stored as missing. */
export async function saveContactMessage(
  db: Database,
  input: ContactMessage,
): Promise<ContactMessageData> {
  const [row] = await db
    .insert(contactMessages)
    .values({
      name: input.name,
      phone: input.phone || null,
      email: input.email,
      subject: input.subject || null,
      message: input.message,
    })
    .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
  if (!row) throw new Error('contact message not inserted');
  return { id: row.id, created_at: row.createdAt.toISOString() };
}

/** The two legal groups in the spec's order, each with its questions in their position. */
export async function listLegals(db: Database, lang: Lang): Promise<LegalsData> {
  const rows = await db
    .select({
      id: legalSections.id,
      group: legalSections.group,
      question: localized(lang, legalSections.questionEn, legalSections.questionAr),
      answer: localized(lang, legalSections.answerEn, legalSections.answerAr),
    })
    .from(legalSections)
    .orderBy(asc(legalSections.position), asc(legalSections.id));
  return LEGAL_GROUPS.map((group) => ({
    group,
    sections: rows
      .filter((row) => row.group === group)
      .map(({ id, question, answer }) => ({ id, question, answer })),
  }));
}

/** A content page, its body's headings under the page's title (`headingsUnder`). */
export async function findContentPage(
  db: Database,
  slug: ContentPageSlug,
  lang: Lang,
): Promise<ContentPage | undefined> {
  const [row] = await db
    .select({
      title: localized(lang, contentPages.titleEn, contentPages.titleAr),
      body: localized(lang, contentPages.bodyEn, contentPages.bodyAr),
      updatedAt: contentPages.updatedAt,
    })
    .from(contentPages)
    .where(eq(contentPages.slug, slug));
  return (
    row && {
      slug,
      title: row.title,
      body: headingsUnder(row.body),
      updated_at: row.updatedAt.toISOString(),
    }
  );
}
