import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { S3MediaStorage } from '../../src/shared/storage/s3-media-storage.ts';

/**
 * A real S3-compatible server (s3rver, in this process, files in a temporary folder) with one
 * bucket, and a storage that uses it. s3rver accepts its own fixed keys: `env` names them, its
 * address and bucket as a server process is told them.
 */
export async function startObjectStorage(): Promise<{
  storage: S3MediaStorage;
  env: Record<string, string>;
  close: () => Promise<void>;
}> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'souq-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: 'souq-media', configs: [] }],
  });
  const { port } = await server.run();
  const settings = {
    endpoint: `http://127.0.0.1:${String(port)}`,
    bucket: 'souq-media',
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
  };
  const storage = new S3MediaStorage(settings);
  return {
    storage,
    env: {
      S3_ENDPOINT: settings.endpoint,
      S3_BUCKET: settings.bucket,
      S3_REGION: settings.region,
      S3_ACCESS_KEY_ID: settings.accessKeyId,
      S3_SECRET_ACCESS_KEY: settings.secretAccessKey,
    },
    close: async () => {
      storage.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
