import type { Database } from '../../../db/client.ts';
import { filterIndexOf } from '../filter-index/index-sync.ts';
import { MemorySearchEngine } from './memory-engine.ts';
import { PostgresSearchEngine } from './postgres-engine.ts';
import type { SearchEngine, SearchEngineName } from './search-engine.ts';

/** The engine `SEARCH_ENGINE` names, on `db` (the memory engine: the process's one copy). */
export function openSearchEngine(name: SearchEngineName, db: Database): SearchEngine {
  return name === 'memory'
    ? new MemorySearchEngine(db, filterIndexOf(db))
    : new PostgresSearchEngine(db);
}
