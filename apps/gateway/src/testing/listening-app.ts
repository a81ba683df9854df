import type { AddressInfo } from 'node:net';
import type { INestApplication } from '@nestjs/common';

/** Test support: listens on a free loopback port and returns the base URL. */
export async function listen(app: INestApplication): Promise<string> {
  await app.listen(0, '127.0.0.1');
  const { port } = app.getHttpServer().address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

export interface Answer {
  status: number;
  headers: Headers;
  /** Parsed JSON when the answer is JSON, the text otherwise. */
  body: unknown;
}

/** Test support: one request, the answer read whole. */
export async function call(baseUrl: string, path: string, init: RequestInit = {}): Promise<Answer> {
  const response = await fetch(`${baseUrl}${path}`, init);
  const text = await response.text();
  const json = response.headers.get('content-type')?.startsWith('application/json');
  return { status: response.status, headers: response.headers, body: json ? JSON.parse(text) : text };
}

/** Test support: a POST with a JSON body (a string is sent as it is, to send malformed JSON). */
export function postJson(baseUrl: string, path: string, body: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  return call(baseUrl, path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}
