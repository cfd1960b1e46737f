import { request } from 'node:http';

/** An answer as the tests read it: status, headers and the parsed JSON body. */
export interface AnswerFrom {
  status: number;
  headers: Headers;
  body: unknown;
}

/**
 * POSTs JSON to the test API from another client address: any 127.x.y.z is this machine's
 * loopback, so the request leaves from `localAddress` and the local server (like
 * CloudFront) hands the handler that address as the viewer's. Node's `fetch` cannot choose
 * its local address, hence `http.request`.
 */
export function postFrom(
  localAddress: string,
  url: string,
  path: string,
  body: unknown,
): Promise<AnswerFrom> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      new URL(path, url),
      {
        method: 'POST',
        localAddress,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          const headers = new Headers();
          for (const [name, value] of Object.entries(res.headers)) {
            if (typeof value === 'string') headers.set(name, value);
          }
          const text = Buffer.concat(chunks).toString('utf8');
          let parsed: unknown = text;
          try {
            parsed = JSON.parse(text);
          } catch {
            // keep the text
          }
          resolve({ status: res.statusCode ?? 0, headers, body: parsed });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}
