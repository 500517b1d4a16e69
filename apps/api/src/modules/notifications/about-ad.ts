import { sql } from 'drizzle-orm';
import { ads } from '../../db/schema/index.ts';

/**
 * The title a notification keeps of an ad: in the language its seller wrote it in (the seed's
 * ads, written in both, in English). A notification names its ad as it was when it was made.
 */
export const writtenTitle = sql<string>`case when ${ads.writtenLang} = 'ar' then ${ads.titleAr} else ${ads.titleEn} end`;
