import { randomUUID } from 'node:crypto';
import { createAdapter } from '@socket.io/redis-streams-adapter';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { redisFanOut } from './redis-fan-out';
import { until, type RealtimeAdapter } from './realtime-adapter';

const READY_WAIT_MS = 10_000;

/**
 * REALTIME_ADAPTER=redis: socket.io's Redis streams adapter. Events go through a stream (XADD, read
 * by every process with a blocking XREAD), so a Redis restart does not drop them: each process goes
 * on reading from the last entry it saw. A disconnected socket's session is kept in Redis for
 * connection state recovery, so a dashboard that reconnects (to this process or another) within the
 * recovery window receives the events it missed.
 */
export function redisAdapter(redisUrl: string, prefix: string, log: FastifyBaseLogger): RealtimeAdapter {
  // The adapter duplicates this client for its readers, keeping the name: ready() counts them by it.
  const connectionName = `mk-realtime-${randomUUID().slice(0, 8)}`;
  const client = new Redis(redisUrl, { connectionName });
  client.on('error', (error) => log.warn({ err: error }, 'realtime: Redis connection error'));
  const factory = createAdapter(client, {
    streamName: `${prefix}socket.io`,
    channelPrefix: `${prefix}socket.io`,
    sessionKeyPrefix: `${prefix}sio:session:`,
    // A closing process waits for its reader's blocking read to end: a second, not the default 5.
    blockTimeInMs: 1000,
  });
  const fanOut = redisFanOut(client, `${prefix}fan-out`, log);
  const ownConnections = async () => {
    const list = (await client.call('CLIENT', 'LIST')) as string;
    return list.split('\n').filter((line) => line.includes(` name=${connectionName} `)).length;
  };
  let closed: Promise<void> | undefined;
  return {
    kind: 'redis',
    recoversSessions: true,
    factory,
    fanOut,
    async ready() {
      // The publisher, the socket.io stream's reader, the pub/sub subscriber and the fan-out reader: all four connected.
      let connections = 0;
      const refresh = async () => {
        connections = await ownConnections().catch(() => 0);
      };
      const connected = await until(() => connections >= 4, READY_WAIT_MS, refresh, 50);
      if (!connected) throw new Error(`realtime: not connected to Redis at ${redisUrl.replace(/\/\/[^@]*@/, '//***@')} within ${READY_WAIT_MS} ms`);
    },
    close(namespaceAdapter) {
      closed ??= (async () => {
        namespaceAdapter.close();
        fanOut.close();
        await client.quit().catch(() => client.disconnect());
      })();
      return closed;
    },
  };
}
