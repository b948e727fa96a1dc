// Where photo bytes live. Two backends behind one small interface: files
// under DATA_DIR/storage (the default, nothing to run) and an S3-compatible
// bucket (AWS S3, MinIO, R2, …) when S3_BUCKET is configured. Keys are
// `{bucket}/{path}` (e.g. `photos/reviews/{userId}/{ts}_{i}.jpg`), already
// validated by the caller; the local backend still refuses any key that would
// leave its root.
import { createHash, createHmac, randomUUID } from 'node:crypto';
import { mkdir, readFile, readdir, rm, link, unlink, writeFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config';

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

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();
const encodeKey = (key: string) => key.split('/').map(encodeURIComponent).join('/');
// RFC 3986 unreserved characters stay; SigV4 wants everything else percent-encoded.
const encodeQuery = (value: string) =>
  encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** AWS Signature Version 4 headers for one request (path-style URL, payload hashed). */
export function signS3Request(
  config: Pick<S3Config, 'region' | 'accessKeyId' | 'secretAccessKey'>,
  request: { method: string; url: URL; headers: Record<string, string>; body: Buffer | null },
  now: Date = new Date(),
): Record<string, string> {
  const amzDate = now.toISOString().replace(/[:-]|\.\d{3}/g, '');
  const day = amzDate.slice(0, 8);
  const headers: Record<string, string> = {
    ...Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name.toLowerCase(), value.trim()])),
    host: request.url.host,
    'x-amz-date': amzDate,
    'x-amz-content-sha256': sha256(request.body ?? ''),
  };
  const names = Object.keys(headers).sort();
  const query = [...request.url.searchParams.entries()]
    .map(([name, value]) => [encodeQuery(name), encodeQuery(value)] as const)
    .sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : 1) : a < b ? -1 : 1))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
  const canonicalRequest = [
    request.method,
    request.url.pathname,
    query,
    names.map((name) => `${name}:${headers[name]}\n`).join(''),
    names.join(';'),
    headers['x-amz-content-sha256'],
  ].join('\n');
  const scope = `${day}/${config.region}/s3/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonicalRequest)].join('\n');
  const signingKey = hmac(hmac(hmac(hmac(`AWS4${config.secretAccessKey}`, day), config.region), 's3'), 'aws4_request');
  const signature = createHmac('sha256', signingKey).update(stringToSign).digest('hex');
  return {
    ...headers,
    authorization: `AWS4-HMAC-SHA256 Credential=${config.accessKeyId}/${scope}, SignedHeaders=${names.join(';')}, Signature=${signature}`,
  };
}

export function s3PhotoStore(config: S3Config): PhotoStore {
  const objectUrl = (key: string) => new URL(`${config.endpoint}/${encodeURIComponent(config.bucket)}/${encodeKey(key)}`);

  async function send(method: string, url: URL, options: { headers?: Record<string, string>; body?: Buffer } = {}) {
    const body = options.body ?? null;
    const headers = signS3Request(config, { method, url, headers: options.headers ?? {}, body });
    delete headers.host;
    return fetch(url, { method, headers, body: body === null ? null : new Uint8Array(body), signal: AbortSignal.timeout(30_000) });
  }

  async function fail(response: Response, what: string): Promise<never> {
    const text = await response.text().catch(() => '');
    throw new Error(`S3 ${what} answered ${response.status}: ${text.slice(0, 300)}`);
  }

  return {
    async putIfAbsent(key, bytes, contentType) {
      // Conditional write: S3 (and MinIO, R2) refuse with 412 when the key exists.
      const response = await send('PUT', objectUrl(key), {
        headers: { 'content-type': contentType, 'if-none-match': '*' },
        body: bytes,
      });
      if (response.status === 412 || response.status === 409) return false;
      if (!response.ok) return fail(response, `PUT ${key}`);
      await response.arrayBuffer();
      return true;
    },
    async get(key) {
      const response = await send('GET', objectUrl(key));
      if (response.status === 404) return null;
      if (!response.ok) return fail(response, `GET ${key}`);
      return {
        bytes: Buffer.from(await response.arrayBuffer()),
        contentType: response.headers.get('content-type') ?? 'image/jpeg',
      };
    },
    async exists(key) {
      const response = await send('HEAD', objectUrl(key));
      if (response.status === 404) return false;
      if (!response.ok) return fail(response, `HEAD ${key}`);
      return true;
    },
    async delete(key) {
      const response = await send('DELETE', objectUrl(key));
      if (!response.ok && response.status !== 404) return fail(response, `DELETE ${key}`);
      await response.arrayBuffer();
    },
    async list(prefix) {
      const keys: string[] = [];
      let continuation: string | null = null;
      do {
        const url = new URL(`${config.endpoint}/${encodeURIComponent(config.bucket)}`);
        url.searchParams.set('list-type', '2');
        url.searchParams.set('prefix', prefix);
        if (continuation) url.searchParams.set('continuation-token', continuation);
        const response = await send('GET', url);
        if (!response.ok) return fail(response, `LIST ${prefix}`);
        const xml = await response.text();
        for (const match of xml.matchAll(/<Key>([^<]*)<\/Key>/g)) keys.push(unescapeXml(match[1]!));
        const isTruncated = /<IsTruncated>true<\/IsTruncated>/.test(xml);
        continuation = isTruncated ? unescapeXml(/<NextContinuationToken>([^<]*)</.exec(xml)?.[1] ?? '') || null : null;
      } while (continuation);
      return keys;
    },
  };
}

function unescapeXml(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
}
