import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface S3Server {
  /** http://127.0.0.1:<port> */
  endpoint: string;
  bucket: string;
  /** Environment for the app's S3 driver. */
  env: Record<string, string>;
  stop(): Promise<void>;
}

// s3rver accepts these credentials (it checks signatures as S3 does).
const ACCESS_KEY = 'S3RVER';
const SECRET_KEY = 'S3RVER';

/** Runs in the child: s3rver on a free port of 127.0.0.1, reporting the port on stdout. */
const SCRIPT = `
const S3rver = require(${JSON.stringify(require.resolve('s3rver'))});
const [directory, bucket] = process.argv.slice(1);
new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] })
  .run()
  .then(({ port }) => console.log(JSON.stringify({ port })))
  .catch((error) => { console.error(error); process.exit(1); });
`;

/** An S3-compatible server in its own process (s3rver), with one empty bucket. */
export async function startS3Server(bucket = 'redhope-test'): Promise<S3Server> {
  const directory = mkdtempSync(join(tmpdir(), 'redhope-s3-'));
  const child: ChildProcess = spawn(process.execPath, ['-e', SCRIPT, directory, bucket], { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<number>((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const line = output.split('\n').find((l) => l.startsWith('{'));
      if (line) resolve((JSON.parse(line) as { port: number }).port);
    });
    child.once('exit', (code) => reject(new Error(`s3rver exited with ${code}`)));
  }).catch((error: unknown) => {
    rmSync(directory, { recursive: true, force: true });
    throw error;
  });
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    env: { S3_BUCKET: bucket, S3_ENDPOINT: endpoint, S3_ACCESS_KEY_ID: ACCESS_KEY, S3_SECRET_ACCESS_KEY: SECRET_KEY, S3_PREFIX: 'leaflets/' },
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

export const S3_TEST_CREDENTIALS = { accessKeyId: ACCESS_KEY, secretAccessKey: SECRET_KEY };
