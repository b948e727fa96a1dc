// A small HTTP server on 127.0.0.1 standing in for a third-party service
// (geocoder, places) in API and end-to-end tests: it records every request and
// answers with whatever the test's handler says.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type RecordedRequest = { url: URL; headers: http.IncomingHttpHeaders; at: number };
export type FakeReply = { status?: number; json?: unknown; body?: string; contentType?: string; delayMs?: number; headers?: Record<string, string> };

export type FakeUpstream = {
  url: string;
  requests: RecordedRequest[];
  setHandler: (handler: (request: RecordedRequest) => FakeReply) => void;
  close: () => Promise<void>;
};

export async function startFakeUpstream(
  initial: (request: RecordedRequest) => FakeReply = () => ({ json: [] }),
  port = 0,
): Promise<FakeUpstream> {
  let handler = initial;
  const requests: RecordedRequest[] = [];
  const server = http.createServer((req, res) => {
    const recorded = { url: new URL(req.url ?? '/', 'http://127.0.0.1'), headers: req.headers, at: Date.now() };
    requests.push(recorded);
    const reply = handler(recorded);
    const send = () => {
      if (res.destroyed) return;
      res.statusCode = reply.status ?? 200;
      for (const [name, value] of Object.entries(reply.headers ?? {})) res.setHeader(name, value);
      if (reply.json !== undefined) {
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify(reply.json));
      } else {
        res.setHeader('content-type', reply.contentType ?? 'text/plain');
        res.end(reply.body ?? '');
      }
    };
    if (reply.delayMs) setTimeout(send, reply.delayMs);
    else send();
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${address.port}`,
    requests,
    setHandler: (next) => (handler = next),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
