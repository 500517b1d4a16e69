import { directionOf, type Lang } from '@souq/contracts';
import { TEXTS, THEME_COLOR } from './texts.ts';

/** The offline pages' "Try again" (public/offline.js): a page's scripts must be files (CSP). */
export const OFFLINE_SCRIPT = '/offline.js';

/** `text` escaped for HTML's text and double-quoted attributes. */
function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

/**
 * The look of the app's error screen (shared/ui/error-screen.tsx) in a few rules of its own:
 * the page must show without the app's stylesheet, which the worker may not have kept. Tailwind's
 * colours: slate-50, 200, 700 and 900, teal-600, 700 and 800.
 */
const STYLE = `
*,::before,::after{box-sizing:border-box}
html{font-family:system-ui,-apple-system,'Segoe UI',Roboto,'Noto Sans','Noto Sans Arabic','Noto Naskh Arabic',Tahoma,'Geeza Pro','Helvetica Neue',Arial,sans-serif;line-height:1.5;color:#0f172a;background:#f8fafc}
html:lang(ar){line-height:1.7}
body{margin:0}
main{display:flex;min-block-size:100vh;min-block-size:100dvh;align-items:center;justify-content:center;padding:1.5rem}
section{inline-size:100%;max-inline-size:32rem;border-radius:1rem;background:#fff;padding:2rem;text-align:center;box-shadow:0 0 0 1px #e2e8f0,0 1px 2px rgb(0 0 0/.05)}
svg{display:block;margin-inline:auto;inline-size:3rem;block-size:3rem}
h1{margin:1rem 0 0;font-size:1.5rem;line-height:2rem;font-weight:700}
p{margin:.5rem 0 0;color:#334155}
button{margin-block-start:1.5rem;border:0;border-radius:.5rem;background:#0f766e;padding:.625rem 1.25rem;font:inherit;font-weight:600;color:#fff;cursor:pointer}
button:hover{background:#115e59}
:focus-visible{outline:2px solid #0d9488;outline-offset:2px}
`.trim();

/**
 * The page the service worker shows, offline, for a page it has not kept: in its language, with
 * the brand mark (`favicon`, public/favicon.svg) and a button that loads the page again.
 */
export function offlinePage(lang: Lang, favicon: string): string {
  const texts = TEXTS[lang];
  const mark = favicon.replace('<svg ', '<svg aria-hidden="true" focusable="false" ');
  return `<!doctype html>
<html lang="${lang}" dir="${directionOf(lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="theme-color" content="${THEME_COLOR}">
<meta name="robots" content="noindex">
<title>${escapeHtml(`${texts.offline.title} | ${texts.appName}`)}</title>
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
<style>${STYLE}</style>
</head>
<body>
<main>
<section>
${mark.trim()}
<h1>${escapeHtml(texts.offline.title)}</h1>
<p>${escapeHtml(texts.offline.text)}</p>
<button type="button" id="try-again">${escapeHtml(texts.offline.tryAgain)}</button>
</section>
</main>
<script src="${OFFLINE_SCRIPT}"></script>
</body>
</html>
`;
}
