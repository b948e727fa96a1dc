// A push service on 127.0.0.1 for tests and the benchmark. It hands out
// subscriptions whose private key and auth secret it keeps, so it can decrypt
// what the server sends (aes128gcm, RFC 8291) and verify the VAPID header
// (RFC 8292) exactly as a browser's push service and the browser would.
import { createECDH, createDecipheriv, createPublicKey, hkdfSync, randomBytes, verify } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeSubscription = {
  endpoint: string;
  keys: { p256dh: string; auth: string };
};

export type ReceivedPush = {
  path: string;
  headers: http.IncomingHttpHeaders;
  /** The decrypted payload (undefined when decryption failed). */
  payload: string | undefined;
  /** The VAPID JWT's claims once its signature checked out against k (undefined otherwise). */
  vapid: { claims: { aud: string; exp: number; sub: string }; publicKey: string } | undefined;
  status: number;
  /** When it arrived (Date.now()). */
  at: number;
};

type Keys = { ecdh: ReturnType<typeof createECDH>; publicKey: Buffer; auth: Buffer };

export function decryptAes128gcm(body: Buffer, keys: Keys): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const senderPublicKey = body.subarray(21, 21 + idLength);
  const cipherText = body.subarray(21 + idLength);
  const sharedSecret = keys.ecdh.computeSecret(senderPublicKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), keys.publicKey, senderPublicKey]);
  const ikm = Buffer.from(hkdfSync('sha256', sharedSecret, keys.auth, keyInfo, 32));
  const contentKey = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', contentKey, nonce);
  decipher.setAuthTag(cipherText.subarray(cipherText.length - 16));
  const padded = Buffer.concat([decipher.update(cipherText.subarray(0, cipherText.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end).toString('utf8');
}

/** Checks `Authorization: vapid t=<JWT>, k=<public key>`: ES256 over the JWT with k. */
export function verifyVapid(authorization: string | undefined): ReceivedPush['vapid'] {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization ?? '');
  if (!match) return undefined;
  const [, token = '', k = ''] = match;
  const [header, claims, signature] = token.split('.');
  if (!header || !claims || !signature) return undefined;
  const point = Buffer.from(k, 'base64url');
  if (point.length !== 65 || point[0] !== 4) return undefined;
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') },
    format: 'jwk',
  });
  const isValid = verify('sha256', Buffer.from(`${header}.${claims}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
  if (!isValid || JSON.parse(Buffer.from(header, 'base64url').toString()).alg !== 'ES256') return undefined;
  return { claims: JSON.parse(Buffer.from(claims, 'base64url').toString()), publicKey: k };
}

export type FakePushService = {
  url: string;
  received: ReceivedPush[];
  /** A new browser subscription on this service (its keys stay here to decrypt). */
  subscribe: () => FakeSubscription;
  /** The status answered for an endpoint (default 201), or a function of the attempt. */
  answer: (endpoint: string, status: number | (() => number)) => void;
  /** Answers nothing for this endpoint (a hanging service). */
  hang: (endpoint: string) => void;
  /** Answers this endpoint again (the next request). */
  unhang: (endpoint: string) => void;
  /** The paths of the requests left unanswered so far, oldest first. */
  held: string[];
  /** Skip decryption and VAPID checks (the benchmark counts only). */
  countOnly: boolean;
  close: () => Promise<void>;
};

export async function startFakePushService(port = 0): Promise<FakePushService> {
  const keysByPath = new Map<string, Keys>();
  const answers = new Map<string, number | (() => number)>();
  const hanging = new Set<string>();
  const received: ReceivedPush[] = [];
  const held: string[] = [];
  let counter = 0;
  const service: FakePushService = {
    url: '',
    received,
    held,
    countOnly: false,
    subscribe() {
      counter += 1;
      const ecdh = createECDH('prime256v1');
      const publicKey = ecdh.generateKeys();
      const auth = randomBytes(16);
      const path = `/push/${counter}-${randomBytes(4).toString('hex')}`;
      keysByPath.set(path, { ecdh, publicKey, auth });
      return { endpoint: `${service.url}${path}`, keys: { p256dh: publicKey.toString('base64url'), auth: auth.toString('base64url') } };
    },
    answer(endpoint, status) {
      answers.set(new URL(endpoint).pathname, status);
    },
    hang(endpoint) {
      hanging.add(new URL(endpoint).pathname);
    },
    unhang(endpoint) {
      hanging.delete(new URL(endpoint).pathname);
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      if (hanging.has(path)) {
        held.push(path);
        return;
      }
      const configured = answers.get(path);
      const status = typeof configured === 'function' ? configured() : (configured ?? 201);
      const keys = keysByPath.get(path);
      let payload: string | undefined;
      let vapid: ReceivedPush['vapid'];
      if (!service.countOnly) {
        try {
          payload = keys ? decryptAes128gcm(Buffer.concat(chunks), keys) : undefined;
        } catch {
          payload = undefined;
        }
        vapid = verifyVapid(request.headers.authorization);
      }
      received.push({ path, headers: request.headers, payload, vapid, status, at: Date.now() });
      response.writeHead(status).end();
    });
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  service.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return service;
}
