import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { eventually, freePort } from './helpers';

const COMPOSE = join(__dirname, '../../../../docker-compose.yml');

/** The nginx site of docker-compose.yml (its `configs.nginx.content`), as nginx reads it. */
function composeSite(): string {
  const compose = readFileSync(COMPOSE, 'utf8');
  const start = compose.indexOf('  nginx:\n    content: |\n');
  if (start < 0) throw new Error('docker-compose.yml has no configs.nginx.content');
  const lines: string[] = [];
  for (const line of compose.slice(start).split('\n').slice(2)) {
    if (line.trim() !== '' && !line.startsWith('      ')) break;
    lines.push(line.slice(6));
  }
  // Compose escapes nginx's variables as $$.
  return lines.join('\n').replaceAll('$$', '$');
}

export interface Nginx {
  url: string;
  /** The lines of nginx's error log so far (a refused connection, an upstream that closed early...). */
  errors(): string[];
  stop(): Promise<void>;
}

/**
 * Debian's nginx (installed by .ci/run) in front of `upstreams`, with docker-compose's site: the
 * same proxy and upstream keep-alive settings, its one `server app:3000` replaced by the given
 * instances.
 */
export async function startNginx(dir: string, upstreams: string[]): Promise<Nginx> {
  const found = spawnSync('nginx', ['-v']);
  if (found.error) throw new Error('nginx is not installed (apt-get install nginx-light; .ci/run installs it)');
  const port = await freePort();
  mkdirSync(join(dir, 'cache'), { recursive: true });
  const compose = composeSite();
  if (!compose.includes('server app:3000;')) throw new Error("docker-compose.yml's nginx site has no `server app:3000;` upstream");
  // Only the servers change: the upstream's keep-alive settings are compose's own.
  const site = compose
    .replace('server app:3000;', upstreams.map((address) => `server ${address};`).join(' '))
    .replace('listen 80;', `listen 127.0.0.1:${port};`)
    .replaceAll('/var/cache/nginx/graphql', join(dir, 'cache'));
  const config = `daemon off;
user root;
worker_processes 1;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'error.log')} warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${join(dir, 'body')};
  proxy_temp_path ${join(dir, 'proxy')};
  fastcgi_temp_path ${join(dir, 'fastcgi')};
  uwsgi_temp_path ${join(dir, 'uwsgi')};
  scgi_temp_path ${join(dir, 'scgi')};
${site}
}
`;
  const file = join(dir, 'nginx.conf');
  writeFileSync(file, config);
  const child: ChildProcess = spawn('nginx', ['-c', file, '-p', dir], { stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  await eventually(async () => {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${errors}`);
    const answer = await fetch(`${url}/api/v1/health/live`).catch(() => undefined);
    return answer?.ok ? true : undefined;
  }, 20_000, 'nginx to start');
  return {
    url,
    errors: () => (existsSync(join(dir, 'error.log')) ? readFileSync(join(dir, 'error.log'), 'utf8').split('\n').filter(Boolean) : []),
    stop: async () => {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}
