import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { MediaStorage, StoredFile } from './media-storage.ts';

/** Files under a folder (`DATA_DIR/media`), which `@fastify/static` serves at `/media/`. */
export class LocalMediaStorage implements MediaStorage {
  readonly kind = 'local';
  readonly #root: string;

  constructor(root: string) {
    this.#root = path.resolve(root);
  }

  #path(key: string): string {
    const file = path.resolve(this.#root, key);
    if (!file.startsWith(this.#root + path.sep)) throw new Error(`not a media key: ${key}`);
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
}
