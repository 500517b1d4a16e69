// compose.yaml's storage-setup: creates the S3 bucket (S3_BUCKET) unless it is there, waiting up
// to a minute for the store to answer. Run by the app's image, whose S3 client it uses.
import { readFileSync } from 'node:fs';
import { CreateBucketCommand, HeadBucketCommand, S3Client } from '@aws-sdk/client-s3';

const setting = (name) =>
  process.env[`${name}_FILE`]
    ? readFileSync(process.env[`${name}_FILE`], 'utf8').trim()
    : process.env[name];

const bucket = setting('S3_BUCKET');
const client = new S3Client({
  endpoint: setting('S3_ENDPOINT'),
  region: setting('S3_REGION') ?? 'us-east-1',
  forcePathStyle: true,
  credentials: {
    accessKeyId: setting('S3_ACCESS_KEY_ID'),
    secretAccessKey: setting('S3_SECRET_ACCESS_KEY'),
  },
});

for (let attempt = 1; ; attempt += 1) {
  try {
    await client.send(new HeadBucketCommand({ Bucket: bucket }));
    console.log(`bucket ${bucket} is there`);
    break;
  } catch (error) {
    if (error?.$metadata?.httpStatusCode === 404) {
      await client.send(new CreateBucketCommand({ Bucket: bucket }));
      console.log(`bucket ${bucket} created`);
      break;
    }
    if (attempt === 30) throw error;
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
}
