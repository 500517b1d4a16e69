// The web app's boundaries (eslint.config.mjs, boundaries/dependencies) on relative imports:
// each case lints one import as if it were written in the given file.
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

/** The repository's config without the type-aware rules: the files linted here do not exist. */
const eslint = new ESLint({
  cwd: `${import.meta.dirname}/..`,
  overrideConfig: [tseslint.configs.disableTypeChecked],
});

/** The boundaries errors (and parse errors) of `source` imported from `file`. */
async function boundaryErrors(file: string, source: string, dynamic = false): Promise<string[]> {
  const code = dynamic
    ? `export const load = () => import('${source}');\n`
    : `import '${source}';\n`;
  const [result] = await eslint.lintText(code, { filePath: `apps/web/src/${file}` });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === null || message.ruleId.startsWith('boundaries/'))
    .map((message) => message.message);
}

describe('the web app’s boundaries', { timeout: 30_000 }, () => {
  it.each([
    ['features/home/x.tsx', '../ad-detail', 'another feature'],
    ['features/home/x.tsx', '../jobs/list/jobs-page', 'another feature’s inside'],
    ['features/home/x.tsx', '../../app/query-client', 'app/'],
    ['shared/lib/x.ts', '../../features/home', 'a feature'],
    ['shared/lib/x.ts', '../../app/query-client', 'app/'],
    ['app/x.ts', '../features/home/home-page', 'a feature’s inside'],
  ])('%s may not import %s (%s)', async (file, source) => {
    const errors = await boundaryErrors(file, source);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('There is no policy allowing dependencies');
  });

  it('checks dynamic imports too', async () => {
    expect(await boundaryErrors('features/selling/x.tsx', '../ad-detail', true)).toHaveLength(1);
  });

  it.each([
    ['features/home/x.tsx', '../../shared/lib/paths', 'shared/'],
    ['features/home/x.tsx', './home-page', 'its own files'],
    ['features/home/x.test.ts', '../../app/query-client', 'a test: the app’s query client'],
    ['shared/lib/x.ts', '../ui/toast', 'shared/'],
    ['app/x.ts', '../features/home', 'a feature’s index.ts'],
    ['app/x.ts', '../features/jobs/list', 'a page folder’s index.ts'],
  ])('%s may import %s (%s)', async (file, source) => {
    expect(await boundaryErrors(file, source)).toEqual([]);
  });
});
