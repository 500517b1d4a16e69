import { createReadStream } from 'node:fs';
import { constants } from 'node:fs';
import { access, cp, mkdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PRIVATE_PREFIX, type MediaStorage, type StoredFile } from './media-storage.ts';

/**
 * Files under a folder (`DATA_DIR/media`), which `@fastify/static` serves at `/media/`; private
 * keys (`private/…`) under another folder, outside it (`DATA_DIR/media-private`), so that no
 * way of writing a `/media/` path reaches them.
 */
export class LocalMediaStorage implements MediaStorage {
  readonly kind = 'local';
  readonly #root: string;
  readonly #privateRoot: string;

  constructor(root: string, privateRoot: string) {
    this.#root = path.resolve(root);
    this.#privateRoot = path.resolve(privateRoot);
  }

  #path(key: string): string {
    const isPrivate = key.startsWith(PRIVATE_PREFIX);
    const root = isPrivate ? this.#privateRoot : this.#root;
    const file = path.resolve(root, isPrivate ? key.slice(PRIVATE_PREFIX.length) : key);
    if (!file.startsWith(root + path.sep)) throw new Error(`not a media key: ${key}`);
    return file;
  }

  async put(key: string, bytes: Buffer): Promise<void> {
    const file = this.#path(key);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, bytes);
  }

  async get(key: string): Promise<StoredFile | undefined> {
    const file = this.#path(key);
    const found = await stat(file).catch(() => undefined);
    if (!found?.isFile()) return undefined;
    const contentType = key.endsWith('.webp') ? 'image/webp' : 'application/octet-stream';
    return { body: createReadStream(file), contentType, size: found.size };
  }

  async remove(key: string): Promise<void> {
    await rm(this.#path(key), { force: true });
  }

  /** Both folders are there (the private one is made with its first file) and writable. */
  async check(): Promise<void> {
    for (const root of [this.#root, this.#privateRoot]) {
      await mkdir(root, { recursive: true });
      await access(root, constants.W_OK);
    }
  }
}

/**
 * Private files were kept in the served folder, under `private/` (and served through
 * `/media/uploads/../private/…`, issue 41): they move to the private folder once. Several
 * processes may start at once; the one that finds them gone has nothing to do.
 */
export async function movePrivateFilesOut(root: string, privateRoot: string): Promise<void> {
  const before = path.join(root, PRIVATE_PREFIX);
  try {
    await cp(before, privateRoot, { recursive: true, force: false });
    await rm(before, { recursive: true, force: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}
