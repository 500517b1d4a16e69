import { isLang, type Lang, type PagePlan, type PagePlans } from '@souq/contracts';
import { NOT_FOUND } from './calls';
import type { PageDeclaration, PageFolder, PageMatch } from './page-declaration';

/**
 * Page folders by the path of their `page.ts` from the web app's root, as Vite's manifest names
 * files (`src/features/ad-detail/page.ts`).
 */
export type PageFolders = Readonly<Record<string, PageFolder>>;

/** `a/./b/../c` → `a/c`. */
function normalized(path: string): string {
  const parts: string[] = [];
  for (const part of path.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.' && part !== '') parts.push(part);
  }
  return parts.join('/');
}

/**
 * `import.meta.glob`'s page folders, found from a file in `root` (a folder of the web app's
 * root: `src` for src/entry-pages.ts), by their path from the app's root.
 */
export function fromRoot(root: string, found: Readonly<Record<string, PageFolder>>): PageFolders {
  return Object.fromEntries(
    Object.entries(found).map(([file, folder]) => [normalized(`${root}/${file}`), folder]),
  );
}

/** A page and its route module: the `index.ts` beside its `page.ts`, which its route.ts loads. */
type Declared = { page: PageDeclaration; module: string };

/**
 * The parameters of `segments` on `pattern` (`ad/:adId`, `admin/*`), or undefined when they do
 * not match it. A private page is matched whatever the case of the address, as the router shows
 * it; a public one is planned at its own spelling only, where its calls are the page's own.
 */
function matchPath(
  pattern: string,
  segments: readonly string[],
  anyCase: boolean,
): Record<string, string> | undefined {
  const parts = pattern.split('/').filter(Boolean);
  const params: Record<string, string> = {};
  for (const [i, part] of parts.entries()) {
    if (part === '*') {
      params['*'] = segments.slice(i).join('/');
      return params;
    }
    const segment = segments[i];
    if (segment === undefined) return undefined;
    if (part.startsWith(':')) params[part.slice(1)] = segment;
    else if (anyCase ? part.toLowerCase() !== segment.toLowerCase() : part !== segment) {
      return undefined;
    }
  }
  return parts.length === segments.length ? params : undefined;
}

/** How specific a path is, as the router ranks them: a word before a parameter, then `*`. */
const specificity = (pattern: string) =>
  pattern
    .split('/')
    .filter(Boolean)
    .reduce((sum, part) => sum + (part === '*' ? 1 : part.startsWith(':') ? 2 : 3), 0);

type Address = { lang: Lang; segments: string[]; search: string };

/** A page address's language, path segments and query string; undefined under no language. */
function readAddress(url: string): Address | undefined {
  const { pathname, search } = new URL(url, 'http://localhost');
  const [lang, ...segments] = pathname.split('/').filter(Boolean);
  return isLang(lang) ? { lang, segments, search } : undefined;
}

/**
 * The server's plans of the pages `folders` declare (src/entry-pages.ts): each page's calls,
 * description and redirects are its own (its page.ts), its route module is its folder's
 * `index.ts`. An address no page has is the not-found page, with the layout's data.
 */
export function pagesFrom(folders: PageFolders): PagePlans {
  const declared: Declared[] = Object.entries(folders).map(([file, folder]) => {
    if (!/\/page\.ts$/.test(file)) throw new Error(`${file} is not a page folder's page.ts`);
    return { page: folder.page, module: file.replace(/page\.ts$/, 'index.ts') };
  });

  /** The page an address shows, and how it matched, the most specific path first. */
  function find({ lang, segments, search }: Address) {
    let best: { declared: Declared; match: PageMatch; specificity: number } | undefined;
    for (const entry of declared) {
      for (const path of entry.page.paths) {
        const params = matchPath(path, segments, 'private' in entry.page);
        const rank = specificity(path);
        if (params && (!best || rank > best.specificity)) {
          best = { declared: entry, match: { lang, path, params, search }, specificity: rank };
        }
      }
    }
    return best;
  }

  function planPage(url: string): PagePlan | undefined {
    const address = readAddress(url);
    if (!address) return undefined;
    const { lang } = address;
    const found = find(address);
    if (!found) return { lang, ...NOT_FOUND };
    const { page, module } = found.declared;
    if ('private' in page) {
      return {
        lang,
        calls: [],
        noindex: true,
        ...(page.private === 'no-store' && { noStore: true }),
      };
    }
    return { lang, module, ...page.plan(found.match) };
  }

  function pageRedirect(url: string): string | undefined {
    const address = readAddress(url);
    if (!address) return undefined;
    const { lang, segments, search } = address;
    const path = segments.join('/');
    for (const { page } of declared) {
      if ('aliases' in page && page.aliases && Object.hasOwn(page.aliases, path)) {
        return `/${lang}/${page.aliases[path] ?? ''}${search}`;
      }
    }
    const found = find(address);
    const page = found?.declared.page;
    return page && 'plan' in page ? page.redirect?.(found.match) : undefined;
  }

  const privatePaths = declared.flatMap(({ page }) => ('private' in page ? page.paths : []));
  return {
    planPage,
    pageRedirect,
    privatePathPrefixes: [...new Set(privatePaths.map((path) => path.split('/')[0] ?? path))],
    pageModules: declared.flatMap(({ page, module }) =>
      'plan' in page ? [{ module, paths: page.paths }] : [],
    ),
  };
}
