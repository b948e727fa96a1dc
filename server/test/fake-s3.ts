// A small S3-compatible server on 127.0.0.1 for tests: path-style objects in
// memory, conditional PUT (If-None-Match: *), GET, HEAD, DELETE and
// ListObjectsV2. It checks every request's SigV4 signature against what
// actually arrived (host, headers, query, body hash), so a request changed
// after signing is refused like S3 would.
import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { signS3Request } from '../storage/photo-store';

export type FakeS3 = {
  endpoint: string;
  objects: Map<string, { body: Buffer; contentType: string }>;
  requests: { method: string; key: string }[];
  close: () => Promise<void>;
};

export async function startFakeS3(options: { bucket: string; accessKeyId: string; secretAccessKey: string; region: string }): Promise<FakeS3> {
  const objects = new Map<string, { body: Buffer; contentType: string }>();
  const requests: { method: string; key: string }[] = [];

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      const url = new URL(request.url ?? '/', `http://${request.headers.host}`);
      const reply = (status: number, text = '', headers: Record<string, string> = {}) => {
        response.writeHead(status, headers);
        response.end(text);
      };
      const authorization = String(request.headers.authorization ?? '');
      const signed = /SignedHeaders=([^,]+), Signature=([0-9a-f]+)/.exec(authorization);
      const amzDate = String(request.headers['x-amz-date'] ?? '');
      if (!signed || !authorization.startsWith(`AWS4-HMAC-SHA256 Credential=${options.accessKeyId}/`)) {
        return reply(403, '<Error><Code>AccessDenied</Code></Error>');
      }
      const signedHeaders = Object.fromEntries(
        signed[1]!.split(';').filter((name) => !['host', 'x-amz-date', 'x-amz-content-sha256'].includes(name)).map((name) => [name, String(request.headers[name] ?? '')]),
      );
      const when = new Date(`${amzDate.slice(0, 4)}-${amzDate.slice(4, 6)}-${amzDate.slice(6, 8)}T${amzDate.slice(9, 11)}:${amzDate.slice(11, 13)}:${amzDate.slice(13, 15)}Z`);
      const expected = signS3Request(options, { method: request.method ?? 'GET', url, headers: signedHeaders, body: body.length > 0 ? body : null }, when);
      const bodyHash = createHash('sha256').update(body).digest('hex');
      if (expected.authorization !== authorization || request.headers['x-amz-content-sha256'] !== bodyHash) {
        return reply(403, '<Error><Code>SignatureDoesNotMatch</Code></Error>');
      }
      const [, bucket, ...rest] = url.pathname.split('/');
      if (bucket !== options.bucket) return reply(404, '<Error><Code>NoSuchBucket</Code></Error>');
      const key = rest.map(decodeURIComponent).join('/');
      requests.push({ method: request.method ?? 'GET', key });
      if (key === '' && request.method === 'GET' && url.searchParams.get('list-type') === '2') {
        const prefix = url.searchParams.get('prefix') ?? '';
        const keys = [...objects.keys()].filter((candidate) => candidate.startsWith(prefix)).sort();
        const xml = `<?xml version="1.0"?><ListBucketResult><IsTruncated>false</IsTruncated>${keys.map((k) => `<Contents><Key>${k}</Key></Contents>`).join('')}</ListBucketResult>`;
        return reply(200, xml, { 'content-type': 'application/xml' });
      }
      const object = objects.get(key);
      switch (request.method) {
        case 'PUT':
          if (request.headers['if-none-match'] === '*' && object) return reply(412, '<Error><Code>PreconditionFailed</Code></Error>');
          objects.set(key, { body, contentType: String(request.headers['content-type'] ?? 'application/octet-stream') });
          return reply(200);
        case 'GET':
          if (!object) return reply(404, '<Error><Code>NoSuchKey</Code></Error>');
          response.writeHead(200, { 'content-type': object.contentType });
          return response.end(object.body);
        case 'HEAD':
          return reply(object ? 200 : 404);
        case 'DELETE':
          objects.delete(key);
          return reply(204);
        default:
          return reply(405);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
