import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { createTestApp, type TestApp } from '../test/test-app';
import { REQUEST_TIMEOUT_MS } from './input-guard';

/*
 * Issue 10: a request body must arrive within 30 s. Over real HTTP, with the deadline shortened to
 * 400 ms so the test is quick: a body trickled one byte at a time is cut with a 408 and the
 * connection closed; a body sent at once is answered.
 */

const SHORT_TIMEOUT_MS = 400;

let t: TestApp;
let app: FastifyInstance;
let port: number;

beforeAll(async () => {
  t = await createTestApp({ env: { SEED: 'false' } });
  app = await buildApp({ db: t.db, config: t.config, fastify: { requestTimeout: SHORT_TIMEOUT_MS } });
  await app.listen({ host: '127.0.0.1', port: 0 });
  port = (app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await app.close();
  await t.close();
});

interface Outcome {
  answer: string;
  elapsedMs: number;
}

/** Sends the head of a login request, then its body a byte every `everyMs`; resolves when the server closes the connection. */
function trickleLogin(body: string, everyMs: number): Promise<Outcome> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    let answer = '';
    let sent = 0;
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(`POST /api/administrator-read/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n`);
      const trickle = setInterval(() => {
        if (sent < body.length && !socket.destroyed) socket.write(body[sent++]);
      }, everyMs);
      socket.on('close', () => {
        clearInterval(trickle);
        resolve({ answer, elapsedMs: Date.now() - started });
      });
    });
    socket.on('data', (chunk) => {
      answer += chunk.toString();
    });
    socket.on('error', reject);
  });
}

describe('the request deadline', () => {
  it('is 30 seconds unless configured', async () => {
    expect(REQUEST_TIMEOUT_MS).toBe(30_000);
    const plain = await buildApp({ db: t.db, config: t.config });
    try {
      expect(plain.server.requestTimeout).toBe(30_000);
    } finally {
      await plain.close();
    }
  });

  it('cuts a body sent one byte at a time with a 408 and closes the connection', async () => {
    const body = JSON.stringify({ email: 'slow@example.com', password: 'x'.repeat(200) });
    // At one byte per 50 ms the body would take over 10 s; the deadline ends it after about 400 ms.
    const { answer, elapsedMs } = await trickleLogin(body, 50);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(elapsedMs).toBeGreaterThanOrEqual(SHORT_TIMEOUT_MS - 50);
    expect(elapsedMs).toBeLessThan(5_000);
  });

  it('answers a request whose body arrives in time', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/api/administrator-read/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'nobody@example.com', password: 'wrong-password' }),
    });
    expect(response.status).toBe(401);
    expect(((await response.json()) as { code: string }).code).toBe('auth.invalid_credentials');
  });
});
