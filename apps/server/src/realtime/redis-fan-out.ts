import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { FanOut, FanOutMessage } from './realtime-adapter';

/** One entry per event: an hour of a busy marketplace's orders, far more than a reader falls behind. */
const MAX_ENTRIES = 100_000;
const BLOCK_MS = 1000;

/**
 * Events with a payload per user (`new_order`) as ONE entry of a Redis stream of their own, read by
 * every process, which hands its own sockets their part: 10 orders a second to 1,000 pharmacies is
 * 10 entries a second, where one entry per room was 10,000 and outran the socket.io stream's trim.
 * A stream, not pub/sub: an entry written while Redis restarts waits in the client's queue, and each
 * reader goes on from the last entry it saw.
 */
export function redisFanOut(client: Redis, streamName: string, log: FastifyBaseLogger): FanOut & { close(): void } {
  const origin = randomUUID();
  const reader = client.duplicate();
  reader.on('error', (error) => log.warn({ err: error }, 'realtime: Redis fan-out reader error'));
  let stopped = false;
  return {
    publish(message) {
      client
        .xadd(streamName, 'MAXLEN', '~', String(MAX_ENTRIES), '*', 'm', JSON.stringify({ origin, ...message }))
        .catch((error: unknown) => log.warn({ err: error }, 'realtime: Redis fan-out entry not written'));
    },
    listen(deliver) {
      // A concrete id from the start, never '$' ("from whenever the next read is sent"): after Redis
      // restarts, an entry written before this reader's next XREAD would otherwise be skipped. Redis's
      // own clock, so the first entries are neither skipped nor old ones read.
      let offset: string | undefined;
      const poll = async () => {
        while (!stopped && offset === undefined) {
          try {
            const [seconds, micros] = await reader.time();
            offset = `${Number(seconds) * 1000 + Math.floor(Number(micros) / 1000)}-0`;
          } catch {
            await new Promise((resolve) => setTimeout(resolve, 200));
          }
        }
        while (!stopped) {
          try {
            const read = await reader.xread('COUNT', 100, 'BLOCK', BLOCK_MS, 'STREAMS', streamName, offset!);
            for (const [, entries] of read ?? []) {
              for (const [id, fields] of entries) {
                offset = id;
                const { origin: from, ...message } = JSON.parse(fields[1]) as FanOutMessage & { origin: string };
                // This process delivered its own at once.
                if (from !== origin) deliver(message);
              }
            }
          } catch (error) {
            if (stopped) return;
            log.warn({ err: error }, 'realtime: Redis fan-out read failed, trying again');
            await new Promise((resolve) => setTimeout(resolve, 200));
          }
        }
      };
      void poll();
    },
    close() {
      stopped = true;
      reader.disconnect();
    },
  };
}
