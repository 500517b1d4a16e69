import cluster from 'node:cluster';
import { loadEnv } from './config/env.ts';
import { runClusterPrimary } from './serving/cluster-primary.ts';
import { serveHttp } from './serving/http-server.ts';
import { httpProcessCount } from './serving/process-count.ts';

const env = loadEnv();
const processes = httpProcessCount(env);

if (processes > 1 && cluster.isPrimary) await runClusterPrimary(env, processes);
else await serveHttp(env, { processes, prepareDatabase: cluster.isPrimary });
