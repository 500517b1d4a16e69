import type { JobOffer, JobOfferDetail, JobStandard, Lang } from '@souq/contracts';
import { localized } from '../../shared/localized.ts';
import type { OfferDetailRow, OfferRow, StandardRow } from './jobs.repository.ts';

function toStandard(row: StandardRow, lang: Lang): JobStandard {
  return {
    id: row.id,
    kind: row.kind,
    name: localized(lang, row.nameEn, row.nameAr),
    value: localized(lang, row.valueEn, row.valueAr),
  };
}

function locationOf(row: OfferRow, lang: Lang): string | null {
  const parts = [
    localized(lang, row.cityEn, row.cityAr),
    localized(lang, row.countryEn, row.countryAr),
  ];
  const present = parts.filter((part): part is string => part !== null);
  return present.length > 0 ? present.join(lang === 'ar' ? '، ' : ', ') : null;
}

/** Standards grouped by offer, for serializing a page of offers. */
export function standardsByOffer(rows: readonly StandardRow[]): Map<number, StandardRow[]> {
  const byOffer = new Map<number, StandardRow[]>();
  for (const row of rows) {
    const list = byOffer.get(row.jobOfferId);
    if (list) list.push(row);
    else byOffer.set(row.jobOfferId, [row]);
  }
  return byOffer;
}

export function toJobOffer(row: OfferRow, standards: readonly StandardRow[], lang: Lang): JobOffer {
  return {
    id: row.id,
    title: localized(lang, row.titleEn, row.titleAr),
    company_name: localized(lang, row.companyNameEn, row.companyNameAr),
    company_image: row.companyImage,
    location: locationOf(row, lang),
    other_info: localized(lang, row.otherInfoEn, row.otherInfoAr),
    date_posted: row.createdAt.toISOString(),
    // A signed-in viewer's own are set by `offersForViewer`.
    has_applied: false,
    is_favorite: false,
    is_expired: row.isExpired,
    standards: standards.map((standard) => toStandard(standard, lang)),
  };
}

export function toJobOfferDetail(
  row: OfferDetailRow,
  standards: readonly StandardRow[],
  lang: Lang,
): JobOfferDetail {
  const offer = toJobOffer(row.offer, standards, lang);
  return {
    ...offer,
    company: { company_name: offer.company_name, company_image: offer.company_image },
    updated_at: row.updatedAt.toISOString(),
    last_date_to_apply: row.lastDateToApply,
    description: localized(lang, row.descriptionEn, row.descriptionAr),
    store_id: row.storeId,
  };
}
