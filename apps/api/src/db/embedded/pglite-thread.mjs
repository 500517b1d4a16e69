// The embedded database thread's entry. Node 20 does not carry tsx's loader (nor Vitest's) into
// worker threads, so this plain module loads the thread's TypeScript through tsx's API.
import { tsImport } from 'tsx/esm/api';

await tsImport('./pglite-thread.ts', import.meta.url);
