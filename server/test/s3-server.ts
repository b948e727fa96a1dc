// A real, independent S3 implementation for tests: s3rver on 127.0.0.1 with one
// bucket in a temporary folder. It speaks the protocol (buckets, keys, headers,
// XML, list pagination) but does not verify signatures. `keys()` reads the
// bucket through the protocol as well, not through the app's own store.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

export type S3Credentials = { bucket: string; accessKeyId: string; secretAccessKey: string; region: string };

export type S3Server = {
  endpoint: string;
  /** Every key in the bucket, sorted. */
  keys: () => Promise<string[]>;
  close: () => Promise<void>;
};

export async function startS3Server(options: S3Credentials): Promise<S3Server> {
  const directory = await mkdtemp(path.join(tmpdir(), 'allerguida-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: options.bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    endpoint,
    region: options.region,
    forcePathStyle: true,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
  });
  return {
    endpoint,
    async keys() {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: options.bucket }));
      return (listed.Contents ?? []).map((object) => object.Key!).sort();
    },
    async close() {
      client.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
