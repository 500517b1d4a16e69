import type { jobOffers, jobStandards } from '../../schema/index.ts';
import { formatNumber } from '../ads/kit.ts';
import { cityNamed, SYRIAN_CITIES } from '../places.ts';
import { createRng, type Rng } from '../prng.ts';
import type { StoreRow } from '../stores.ts';
import { addDays, BASE_DATE, daysBefore, daysFromToday, isoDay } from '../time.ts';
import type { Bilingual } from '../types.ts';
import { type Company, COMPANIES, companyImagePath } from './companies.ts';
import {
  DEGREES,
  EDUCATION,
  EXPERIENCE,
  EXPERIENCES,
  FULL_TIME,
  LANGUAGES,
  SALARY,
  SPOKEN,
  WORK_TIME,
  WORK_TIMES,
} from './standards.ts';
import { JOB_TITLES, type JobTitle } from './titles.ts';

export type JobRow = typeof jobOffers.$inferInsert & { id: number; createdAt: Date };
export type StandardRow = typeof jobStandards.$inferInsert;

function companyOf(job: JobTitle): Company {
  const company = COMPANIES.find((c) => c.key === job.company);
  if (!company) throw new Error(`unknown company ${job.company}`);
  return company;
}

function list(items: Bilingual[], lang: 'en' | 'ar'): string {
  return `<ul>${items.map((i) => `<li>${i[lang]}</li>`).join('')}</ul>`;
}

/** 'an' before a vowel sound: an Accountant, an HR Officer, a UI/UX Designer. */
const article = (title: string) => (/^(?:[AEIO]|HR\b)/.test(title) ? 'an' : 'a');

/** The offer's own duties and requirements (its benefits are its other_info). */
function description(job: JobTitle, company: Bilingual, city: Bilingual): Bilingual {
  return {
    en: [
      `<p>${company.en} is hiring ${article(job.title.en)} <strong>${job.title.en}</strong> to join its team in ${city.en}.</p>`,
      `<p><strong>Responsibilities</strong></p>${list(job.duties, 'en')}`,
      `<p><strong>Requirements</strong></p>${list(job.needs, 'en')}`,
      '<p>Apply through Souq; shortlisted candidates are called within two weeks.</p>',
    ].join(''),
    ar: [
      `<p>تبحث ${company.ar} عن <strong>${job.title.ar}</strong> للانضمام إلى فريقها في ${city.ar}.</p>`,
      `<p><strong>المهام</strong></p>${list(job.duties, 'ar')}`,
      `<p><strong>المتطلبات</strong></p>${list(job.needs, 'ar')}`,
      '<p>قدّم طلبك عبر سوق؛ يتم التواصل مع المرشحين خلال أسبوعين.</p>',
    ].join(''),
  };
}

function standards(rng: Rng, jobOfferId: number, job: JobTitle): StandardRow[] {
  const low = rng.int(15, 60) * 100_000;
  const high = low + rng.int(5, 40) * 100_000;
  const pay = `${formatNumber(low)} - ${formatNumber(high)}`;
  const workTime = rng.chance(0.6) ? FULL_TIME : rng.pick(WORK_TIMES);
  // Picked even when the offer names its own, so that the seed's later choices stay the same.
  const experience = rng.pick(EXPERIENCES);
  const rows: [StandardRow['kind'], Bilingual, Bilingual][] = [
    ['work_time', WORK_TIME, workTime],
    ['experience', EXPERIENCE, job.experience ?? experience],
    ['other', SALARY, { en: `${pay} S.P / month`, ar: `${pay} ل.س شهرياً` }],
    ['other', EDUCATION, rng.pick(DEGREES)],
  ];
  if (rng.chance(0.5)) rows.push(['other', LANGUAGES, rng.pick(SPOKEN)]);
  return rows.map(([kind, name, value], position) => ({
    jobOfferId,
    kind,
    nameEn: name.en,
    nameAr: name.ar,
    valueEn: value.en,
    valueAr: value.ar,
    position,
  }));
}

/** Used in the description when the offer does not name its company. */
const UNNAMED: Bilingual = { en: 'A growing local company', ar: 'شركة محلية متنامية' };

/** Every sixth offer's last date to apply is already past on the day of seeding; the rest are open. */
export function buildJobs(stores: StoreRow[]): { jobs: JobRow[]; standards: StandardRow[] } {
  const rng = createRng('jobs');
  const jobs: JobRow[] = [];
  const rows: StandardRow[] = [];
  JOB_TITLES.forEach((job, index) => {
    const id = index + 1;
    const company = companyOf(job);
    const city = rng.chance(0.6) ? cityNamed('Damascus') : rng.pick(SYRIAN_CITIES);
    const text = description(job, company.name ?? UNNAMED, city);
    const createdAt = daysBefore(rng.int(0, 119), rng.int(0, 1_439));
    const edited = addDays(createdAt, rng.int(1, 5));
    const deadline =
      index % 6 === 0 ? daysFromToday(-rng.int(2, 17)) : daysFromToday(rng.int(3, 70));
    jobs.push({
      id,
      storeId: company.storeIndex === undefined ? null : (stores[company.storeIndex]?.id ?? null),
      titleEn: job.title.en,
      titleAr: job.title.ar,
      companyNameEn: company.name?.en ?? null,
      companyNameAr: company.name?.ar ?? null,
      companyImage: company.hasImage ? companyImagePath(company.key) : null,
      countryId: city.countryId,
      cityId: city.id,
      otherInfoEn: job.otherInfo.en,
      otherInfoAr: job.otherInfo.ar,
      descriptionEn: text.en,
      descriptionAr: text.ar,
      lastDateToApply: isoDay(deadline),
      createdAt,
      updatedAt: edited < BASE_DATE && rng.chance(0.3) ? edited : createdAt,
    });
    rows.push(...standards(rng, id, job));
  });
  return { jobs, standards: rows };
}
