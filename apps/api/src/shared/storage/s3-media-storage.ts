import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { MediaStorage, StoredFile } from './media-storage.ts';

export type S3Settings = {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
};

/**
 * A bucket of S3-compatible object storage (AWS S3, MinIO, Ceph, R2…), addressed by path
 * (`{endpoint}/{bucket}/{key}`), which every S3-compatible server accepts.
 */
export class S3MediaStorage implements MediaStorage {
  readonly kind = 's3';
  readonly #client: S3Client;
  readonly #bucket: string;

  constructor(settings: S3Settings) {
    this.#bucket = settings.bucket;
    this.#client = new S3Client({
      endpoint: settings.endpoint,
      region: settings.region,
      forcePathStyle: true,
      credentials: {
        accessKeyId: settings.accessKeyId,
        secretAccessKey: settings.secretAccessKey,
      },
    });
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    await this.#client.send(
      new PutObjectCommand({
        Bucket: this.#bucket,
        Key: key,
        Body: bytes,
        ContentType: contentType,
      }),
    );
  }

  async get(key: string): Promise<StoredFile | undefined> {
    try {
      const answer = await this.#client.send(
        new GetObjectCommand({ Bucket: this.#bucket, Key: key }),
      );
      return {
        // The SDK's body is a Node stream in Node.
        body: answer.Body as Readable,
        contentType: answer.ContentType ?? 'application/octet-stream',
        size: answer.ContentLength ?? 0,
      };
    } catch (error) {
      if (error instanceof NoSuchKey) return undefined;
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    await this.#client.send(new DeleteObjectCommand({ Bucket: this.#bucket, Key: key }));
  }

  /** The bucket is there and these keys may use it (`HeadBucket`). */
  async check(): Promise<void> {
    await this.#client.send(new HeadBucketCommand({ Bucket: this.#bucket }));
  }

  destroy(): void {
    this.#client.destroy();
  }
}
