// Starts a real engine in the background for the scaled topology (deploy/start-topology.sh) and prints
// {"url", "pid"} as JSON; the caller keeps the pid and stops the engine by it.
//   tsx scripts/lib/engineCli.ts postgres <dir> [port]   a durable cluster in <dir> (kept between runs)
//   tsx scripts/lib/engineCli.ts redis <dir> [port]      redis-server without persistence
import { startPostgres } from './postgresServer';
import { startRedis } from './redisServer';

async function main() {
  const [engine, dir, port] = process.argv.slice(2);
  if (!dir || (engine !== 'postgres' && engine !== 'redis')) {
    console.error('usage: engineCli.ts postgres|redis <dir> [port]');
    process.exit(2);
  }
  const options = { dir, port: port ? Number(port) : undefined };
  const server =
    engine === 'postgres'
      ? await startPostgres({ ...options, durable: true, sharedBuffers: '1GB' })
      : await startRedis(options);
  console.log(JSON.stringify({ url: server.url, pid: server.pid }));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
