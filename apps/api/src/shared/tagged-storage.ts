import { createStorage, StorageInterface } from 'async-cache-dedupe';

/** The memory storage as it works: at once (its declared types say promises). */
type MemoryStorage = {
  get: (key: string) => unknown;
  set: (key: string, value: unknown, ttl: number, references?: readonly string[]) => void;
  remove: (key: string) => void;
  invalidate: (references: string[]) => void;
  clear: (name?: string) => void;
  refresh: () => void;
  getTTL: (key: string) => number;
  exists: (key: string) => boolean;
};

/**
 * async-cache-dedupe's memory storage (least recently used entries go first past `size`) whose
 * entries are dropped by their tags (its references): a `custom` storage for its caches, and
 * read and written at once here (`read`, `keep`, `drop`). Each key's tags are removed before it
 * is set again: the library's own `set` (3.4.0, its latest) loses some of them when a key is set
 * again with others, so that dropping one of those left the entry in place (the report to file:
 * docs/upstream/async-cache-dedupe-lost-references.md).
 */
export class TaggedStorage extends StorageInterface {
  readonly #memory: MemoryStorage;

  constructor(size: number) {
    super({ size });
    this.#memory = createStorage('memory', {
      size,
      invalidation: true,
    }) as unknown as MemoryStorage;
  }

  /** The value kept under `key`, undefined when none is or its time is up. */
  read(key: string): unknown {
    return this.#memory.get(key);
  }

  /** Keeps `value` under `key` for `ttl` whole seconds (none for 0), until one of `tags` changes. */
  keep(key: string, value: unknown, ttl: number, tags: readonly string[]): void {
    this.#memory.remove(key);
    this.#memory.set(key, value, ttl, tags);
  }

  /** Drops every value that has one of `tags`. */
  drop(tags: Iterable<string>): void {
    this.#memory.invalidate([...tags]);
  }

  override get(key: string) {
    return Promise.resolve(this.read(key));
  }

  override set(key: string, value: unknown, ttl: number, references: string | string[] = []) {
    this.keep(key, value, ttl, typeof references === 'string' ? [references] : references);
    return Promise.resolve();
  }

  override remove(key: string) {
    this.#memory.remove(key);
    return Promise.resolve();
  }

  override invalidate(references: string | string[]) {
    this.drop(typeof references === 'string' ? [references] : references);
    return Promise.resolve();
  }

  override clear(name?: string) {
    this.#memory.clear(name);
    return Promise.resolve();
  }

  override refresh() {
    this.#memory.refresh();
    return Promise.resolve();
  }

  // Declared `Promise<void>` by the library; its cache reads the seconds left.
  override getTTL(key: string) {
    return Promise.resolve(this.#memory.getTTL(key)) as unknown as Promise<void>;
  }

  override exists(key: string) {
    return Promise.resolve(this.#memory.exists(key));
  }
}
