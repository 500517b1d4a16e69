// The API's layers (eslint.config.mjs, boundaries/dependencies) on relative imports: each case
// lints one import as if it were written in the given file.
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

/** The repository's config without the type-aware rules: the files linted here do not exist. */
const eslint = new ESLint({
  cwd: `${import.meta.dirname}/..`,
  overrideConfig: [tseslint.configs.disableTypeChecked],
});

/** The boundaries errors (and parse errors) of `source` imported from `file`. */
async function boundaryErrors(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(`import '${source}';\n`, {
    filePath: `apps/api/src/${file}`,
  });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === null || message.ruleId.startsWith('boundaries/'))
    .map((message) => message.message);
}

describe('the API’s layers', { timeout: 30_000 }, () => {
  it.each([
    ['plugins/x.ts', '../modules/auth/auth.service.ts', 'a plugin: a module'],
    ['plugins/web/x.ts', '../../modules/social-cards/social-cards.routes.ts', 'a plugin: routes'],
    ['db/seed/x.ts', '../../modules/auth/auth.service.ts', 'db: a module'],
    ['db/x.ts', '../plugins/auth.ts', 'db: a plugin'],
    ['shared/x.ts', '../modules/ads/ads.service.ts', 'shared/: a module'],
    ['shared/x.ts', '../app.ts', 'shared/: the entry'],
    ['modules/ads/x.ts', '../selling/selling.routes.ts', 'a module: routes'],
    ['modules/ads/ads.routes.ts', '../selling/selling.routes.ts', 'routes: another module’s'],
    ['modules/ads/x.ts', '../../serving/http-server.ts', 'a module: serving/'],
  ])('%s may not import %s (%s)', async (file, source) => {
    expect(await boundaryErrors(file, source)).toHaveLength(1);
  });

  it.each([
    ['routes.ts', './modules/ads/ads.routes.ts', 'the entry: routes'],
    ['serving/x.ts', '../app.ts', 'serving/: the entry'],
    ['modules/ads/ads.routes.ts', './search.routes.ts', 'routes: its own module’s'],
    ['modules/ads/ads.routes.ts', './ads.service.ts', 'routes: its service'],
    ['modules/ads/ads.routes.ts', '../../plugins/auth.ts', 'routes: a plugin'],
    ['modules/selling/x.ts', '../ads/ads.serializer.ts', 'a module: another module’s service'],
    ['modules/ads/x.ts', '../../db/schema/index.ts', 'a module: db'],
    ['plugins/x.ts', '../shared/auth/sessions.ts', 'a plugin: shared/'],
    ['db/seed/x.ts', '../../shared/auth/password.ts', 'db: shared/'],
    ['shared/x.ts', '../config/env.ts', 'shared/: config/'],
  ])('%s may import %s (%s)', async (file, source) => {
    expect(await boundaryErrors(file, source)).toEqual([]);
  });
});
