// A peer to compare the app's GraphQL feed with: PostGraphile 5 (amber preset) serving the same
// database on node:http, run as its own process like the app. A dev dependency of the benchmarks
// only. Usage: node dist/harness/postgraphile-server.js <database url> <port>
import { createServer } from 'node:http';

// PostGraphile 5 declares Node 22 and uses Promise.withResolvers (Node 22); Node 20 has everything
// else it needs, so this one function is supplied when missing.
interface WithResolvers {
  withResolvers?: <T>() => { promise: Promise<T>; resolve: (value: T) => void; reject: (reason?: unknown) => void };
}
const promiseWithResolvers = Promise as unknown as WithResolvers;
promiseWithResolvers.withResolvers ??= <T>() => {
  let resolve!: (value: T) => void;
  let reject!: (reason?: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

async function main(): Promise<void> {
  const [connectionString, port] = process.argv.slice(2);
  if (!connectionString || !port) throw new Error('usage: postgraphile-server.js <database url> <port>');
  const [{ postgraphile }, { PostGraphileAmberPreset }, { makePgService }, { grafserv }] = await Promise.all([
    import('postgraphile'),
    import('postgraphile/presets/amber'),
    import('postgraphile/adaptors/pg'),
    import('postgraphile/grafserv/node'),
  ]);
  const pgl = postgraphile({
    extends: [PostGraphileAmberPreset],
    pgServices: [makePgService({ connectionString, schemas: ['public'] })],
    grafast: { explain: false },
  });
  const serv = pgl.createServ(grafserv);
  const server = createServer();
  server.on('error', (error) => {
    console.error(error);
    process.exit(1);
  });
  serv.addTo(server);
  await new Promise<void>((resolve) => server.listen(Number(port), '127.0.0.1', resolve));
  const stop = () => {
    server.close();
    void Promise.resolve(pgl.release()).finally(() => process.exit(0));
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
