import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A minimal web build in `dir`: index.html linking the entry chunk and stylesheet, Vite's
 * manifest, and a server build whose `renderPage` has the given source (an ES module body).
 */
export function writeWebBuild(dir: string, serverBuild: string) {
  mkdirSync(path.join(dir, 'assets'), { recursive: true });
  mkdirSync(path.join(dir, '.vite'), { recursive: true });
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang="en" dir="ltr"><head>' +
      '<meta name="description" content="Souq: both languages" /><title>Souq</title>' +
      '<script type="module" crossorigin src="/assets/index-1.js"></script>' +
      '<link rel="modulepreload" crossorigin href="/assets/shared-1.js">' +
      '<link rel="stylesheet" crossorigin href="/assets/index-1.css">' +
      '</head><body><div id="root"><!-- app-shell: x --><p>shell</p><!-- /app-shell --></div>' +
      '</body></html>',
  );
  writeFileSync(path.join(dir, 'assets', 'index-1.css'), 'body{margin:0}');
  const manifest = {
    'index.html': {
      file: 'assets/index-1.js',
      imports: ['_shared-1.js'],
      dynamicImports: ['src/app/start.tsx'],
    },
    'src/app/start.tsx': { file: 'assets/start-1.js', imports: ['_shared-1.js'] },
    '_shared-1.js': { file: 'assets/shared-1.js' },
    '_card-1.js': { file: 'assets/card-1.js', imports: ['_shared-1.js'] },
    'src/locales/ar.json': { file: 'assets/ar-1.js' },
    'src/locales/en.json': { file: 'assets/en-1.js' },
    'src/features/home/index.ts': { file: 'assets/home-1.js', imports: ['_card-1.js'] },
    'src/features/ad-detail/index.ts': { file: 'assets/ad-1.js', imports: ['_card-1.js'] },
    'src/features/jobs/list/index.ts': { file: 'assets/jobs-1.js', imports: ['_card-1.js'] },
    'src/features/jobs/detail/index.ts': { file: 'assets/job-1.js', imports: ['_card-1.js'] },
    'src/features/sellers/store/index.ts': { file: 'assets/store-1.js' },
    'src/features/sellers/user/index.ts': { file: 'assets/user-1.js' },
  };
  writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  mkdirSync(path.join(dir, '.ssr'));
  writeFileSync(path.join(dir, '.ssr', 'entry-server.js'), serverBuild);
}
