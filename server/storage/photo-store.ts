// Where photo bytes live. Two backends behind one small interface: files
// under DATA_DIR/storage (the default, nothing to run) and an S3-compatible
// bucket (AWS S3, MinIO, R2, …) when S3_BUCKET is configured. Keys are
// `{bucket}/{path}` (e.g. `photos/reviews/{userId}/{ts}_{i}.jpg`), already
// validated by the caller; the local backend still refuses any key that would
// leave its root.
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, readdir, rm, link, unlink, writeFile, stat } from 'node:fs/promises';
import path from 'node:path';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
  paginateListObjectsV2,
} from '@aws-sdk/client-s3';
import type { Config } from '../config';
import { appError, type AppError } from '../http/app-error';

export type StoredObject = { bytes: Buffer; contentType: string };

export type PhotoStore = {
  /** Stores the object unless the key is taken; false when it already exists (never overwrites). */
  putIfAbsent: (key: string, bytes: Buffer, contentType: string) => Promise<boolean>;
  get: (key: string) => Promise<StoredObject | null>;
  exists: (key: string) => Promise<boolean>;
  /** Deleting a missing key is not an error. */
  delete: (key: string) => Promise<void>;
  /** Every key starting with `prefix`. */
  list: (prefix: string) => Promise<string[]>;
};

export function createPhotoStore(config: Config['photoStorage']): PhotoStore {
  return config.kind === 'local' ? localPhotoStore(config.root) : s3PhotoStore(config);
}

// ---------------------------------------------------------------- local folder

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

export function localPhotoStore(root: string): PhotoStore {
  const absoluteRoot = path.resolve(root);
  const fileOf = (key: string) => {
    const file = path.resolve(absoluteRoot, key);
    if (!file.startsWith(`${absoluteRoot}${path.sep}`)) throw new Error(`storage key outside the root: ${key}`);
    return file;
  };
  return {
    async putIfAbsent(key, bytes) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Written aside, then hard-linked into place: link() fails when the name
      // exists, so two uploads to one name cannot both win, and readers never
      // see a half-written file.
      const temporary = `${file}.${randomUUID()}.tmp`;
      await writeFile(temporary, bytes);
      try {
        await link(temporary, file);
        return true;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
        throw error;
      } finally {
        await unlink(temporary);
      }
    },
    async get(key) {
      try {
        return { bytes: await readFile(fileOf(key)), contentType: 'image/jpeg' };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async exists(key) {
      try {
        return (await stat(fileOf(key))).isFile();
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
    async list(prefix) {
      const directory = fileOf(prefix.endsWith('/') ? prefix.slice(0, -1) : path.dirname(prefix));
      let names: string[];
      try {
        names = await readdir(directory, { recursive: true });
      } catch (error) {
        if (isMissing(error)) return [];
        throw error;
      }
      return names
        .map((name) => path.relative(absoluteRoot, path.join(directory, name)).split(path.sep).join('/'))
        .filter((key) => key.startsWith(prefix) && !key.endsWith('.tmp'));
    },
  };
}

// ---------------------------------------------------------------- S3-compatible bucket

type S3Config = Extract<Config['photoStorage'], { kind: 's3' }>;

/** The bucket could not be reached or answered with an error: the API answers 503, never a crash. */
function storageUnavailable(cause: unknown): AppError {
  const error = appError('storage_unavailable');
  error.cause = cause;
  return error;
}

const S3_TIMEOUT_MS = 30_000;

const statusOf = (error: unknown) => (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
const isNotFound = (error: unknown) => error instanceof NotFound || error instanceof NoSuchKey || statusOf(error) === 404;

/**
 * Signing, XML and retries are the AWS SDK's. Path-style URLs, so any
 * S3-compatible service works (MinIO, R2, Ceph); checksums only where the
 * protocol requires them, which every such service accepts.
 */
export function s3PhotoStore(config: S3Config): PhotoStore {
  const client = new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: true,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 2,
    requestHandler: { connectionTimeout: 5_000, requestTimeout: S3_TIMEOUT_MS },
  });
  const Bucket = config.bucket;

  async function call<T>(operation: () => Promise<T>): Promise<T> {
    try {
      return await operation();
    } catch (error) {
      throw storageUnavailable(error);
    }
  }

  async function exists(key: string): Promise<boolean> {
    try {
      await client.send(new HeadObjectCommand({ Bucket, Key: key }));
      return true;
    } catch (error) {
      if (isNotFound(error)) return false;
      throw storageUnavailable(error);
    }
  }

  return {
    async putIfAbsent(key, bytes, contentType) {
      // The existence check answers on every S3 implementation; the
      // conditional write closes the race between two uploads where the
      // service supports it (AWS S3, R2, MinIO answer 412).
      if (await exists(key)) return false;
      try {
        await client.send(new PutObjectCommand({ Bucket, Key: key, Body: bytes, ContentType: contentType, IfNoneMatch: '*' }));
        return true;
      } catch (error) {
        const status = statusOf(error);
        if (status === 412 || status === 409) return false;
        throw storageUnavailable(error);
      }
    },
    async get(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        const bytes = Buffer.from(await object.Body!.transformToByteArray());
        return { bytes, contentType: object.ContentType ?? 'image/jpeg' };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw storageUnavailable(error);
      }
    },
    exists,
    async delete(key) {
      // S3 answers a delete of a missing key with success.
      await call(() => client.send(new DeleteObjectCommand({ Bucket, Key: key })));
    },
    async list(prefix) {
      const keys: string[] = [];
      await call(async () => {
        for await (const page of paginateListObjectsV2({ client }, { Bucket, Prefix: prefix })) {
          for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key);
        }
      });
      return keys;
    },
  };
}
