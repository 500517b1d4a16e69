// Debian's nginx (scripts/ensure-nginx.sh installs it) in front of app servers, set up as
// deploy/nginx/souq.conf.template says, everything in a temporary folder of its own: the test of
// the site behind nginx and bench:capacity start it.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

export const NGINX = '/usr/sbin/nginx';
const root = path.resolve(import.meta.dirname, '../../../..');
const TEMPLATE = path.join(root, 'deploy/nginx/souq.conf.template');

/** The upstream's one server line, repeated for each app server (as the template says to). */
const APP_SERVER_LINE = /^(\s*)server \$\{SOUQ_APP\};$/m;
/** The pages' cache of `location /`, which `pageCache: false` turns off. */
const PAGE_CACHE_LINE = /^(\s*)proxy_cache souq_pages;$/m;

/** The template with each `${SOUQ_…}` filled in; one without a value is an error. */
function filled(template: string, values: Record<string, string>): string {
  return template.replace(/\$\{(SOUQ_[A-Z_]+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`no value for ${name}`);
    return value;
  });
}

/** `template` with `pattern`'s line replaced; the template no longer having it is an error. */
function replacedLine(template: string, pattern: RegExp, lines: (indent: string) => string) {
  if (!pattern.test(template)) throw new Error(`${TEMPLATE} has no line ${String(pattern)}`);
  return template.replace(pattern, (_, indent: string) => lines(indent));
}

/** nginx's own settings around the site's: everything in `dir`, its workers run as this user. */
function mainConfig(dir: string, workerConnections: number): string {
  const asRoot = process.getuid?.() === 0;
  return [
    ...(asRoot ? ['user root;'] : []),
    'worker_processes 1;',
    `pid ${dir}/nginx.pid;`,
    `events { worker_connections ${String(workerConnections)}; }`,
    'http {',
    '  access_log off;',
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
      (kind) => `  ${kind}_temp_path ${dir}/${kind}-temp;`,
    ),
    `  include ${dir}/souq.conf;`,
    '}',
  ].join('\n');
}

export type NginxOptions = {
  /** The app servers' addresses (`127.0.0.1:3000`), one upstream server each. */
  apps: readonly string[];
  port: number;
  /** Whether nginx keeps the anonymous visitors' pages (the template's setting); on by default. */
  pageCache?: boolean;
  /** Connections its one worker holds, a client's and its request to the app each count: 512. */
  workerConnections?: number;
};

export type Nginx = { base: string; stop: () => Promise<void> };

/**
 * Starts nginx on 127.0.0.1:`port` (server name 127.0.0.1) and waits until it answers
 * `/api/health` from an app; `stop` ends it and removes its folder.
 */
export async function startNginx(options: NginxOptions): Promise<Nginx> {
  if (!existsSync(NGINX)) {
    throw new Error(
      `nginx is missing (${NGINX}): install Debian's package with \`bash scripts/ensure-nginx.sh\``,
    );
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), 'souq-nginx-'));
  let template = replacedLine(await readFile(TEMPLATE, 'utf8'), APP_SERVER_LINE, (indent) =>
    options.apps.map((app) => `${indent}server ${app};`).join('\n'),
  );
  if (options.pageCache === false) {
    template = replacedLine(template, PAGE_CACHE_LINE, (indent) => `${indent}proxy_cache off;`);
  }
  const site = filled(template, {
    SOUQ_LISTEN: `127.0.0.1:${String(options.port)}`,
    SOUQ_SERVER_NAME: '127.0.0.1',
    SOUQ_CACHE_DIR: path.join(dir, 'cache'),
  });
  await writeFile(path.join(dir, 'souq.conf'), site);
  const config = path.join(dir, 'nginx.conf');
  await writeFile(config, mainConfig(dir, options.workerConnections ?? 512));
  const errorLog = path.join(dir, 'error.log');
  const nginx = spawn(NGINX, ['-p', dir, '-e', errorLog, '-c', config, '-g', 'daemon off;'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  nginx.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
  nginx.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const base = `http://127.0.0.1:${String(options.port)}`;
  const stop = async () => {
    if (nginx.exitCode === null && nginx.signalCode === null) {
      const exited = once(nginx, 'exit');
      nginx.kill('SIGTERM');
      await exited;
    }
    await rm(dir, { recursive: true, force: true });
  };
  for (let attempt = 0; ; attempt += 1) {
    if (nginx.exitCode !== null) {
      await stop();
      throw new Error(`nginx stopped:\n${log}`);
    }
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (attempt === 100) {
      await stop();
      throw new Error(`nginx did not answer:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { base, stop };
}
