import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { Redis } from 'ioredis';
import { eventually } from './helpers';

/** A Redis server process of the test's own, on a port of its own (so it can be stopped). */
export async function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  await eventually(async () => {
    const probe = new Redis({ port, lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    try {
      await probe.connect();
      return (await probe.ping()) === 'PONG' ? true : undefined;
    } catch {
      return undefined;
    } finally {
      probe.disconnect();
    }
  }, 10_000, 'redis-server to start');
  return child;
}

/** Kills a test's Redis (SIGKILL, as an outage) and waits for it to be gone. */
export async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGKILL');
  await once(child, 'exit');
}

