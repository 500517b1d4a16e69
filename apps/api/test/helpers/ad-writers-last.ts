import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** The API test files that post, sell, expire and delete ads (issue 17). */
const writesAds = (file: TestSpecification) => file.moduleId.includes('/apps/api/test/selling/');

/**
 * Orders the test files as usual, then moves those that write ads to the end. With PostgreSQL,
 * every file reads and writes one shared seeded database (one file after another): the
 * listings' tests compare their pages with the seed's ads, which the selling tests' ads (English
 * titles, sold, expired) would otherwise join. Each PGlite file has a database of its own.
 */
export class AdWritersLast extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    return [...sorted.filter((file) => !writesAds(file)), ...sorted.filter(writesAds)];
  }
}
