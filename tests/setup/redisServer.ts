// Vitest global setup: one throw-away redis-server for the run when it is installed
// (scripts/ensure-redis.sh installs it as root), or the server of TEST_REDIS_URL. Workers inherit
// TEST_REDIS_URL; without it the Redis suites skip.
import { redisServerBin, startRedis, type RedisServer } from '../../scripts/lib/redisServer';

let server: RedisServer | undefined;

export async function setup() {
  if (process.env.TEST_REDIS_URL) return;
  if (!redisServerBin()) {
    console.warn('redis-server not installed: the shared-cache tests skip.');
    return;
  }
  server = await startRedis();
  process.env.TEST_REDIS_URL = server.url;
}

export async function teardown() {
  await server?.stop();
}
