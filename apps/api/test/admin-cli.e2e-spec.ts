import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { signedInDonor, type Person } from './setup/people';
import { startTestApp, type TestApp } from './setup/test-app';

const CLI = join(__dirname, '../dist/modules/users/admin-cli.js');

/** Runs the built command as `npm run admin -- ...` does, against the e2e database; its exit code and output. */
function admin(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [CLI, ...args], {
      env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'error', DATABASE_URL: process.env.E2E_DATABASE_URL as string },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

/** The moderator role is granted and revoked only from the command line (npm run admin). */
describe('npm run admin (moderators)', () => {
  let t: TestApp;
  let db: DataSource;
  let person: Person;
  const queue = () => request(t.url).post('/graphql').set('cookie', person.cookie).send({ query: 'query { moderationQueue { nodes { id } } }' });

  beforeAll(async () => {
    if (!existsSync(CLI)) throw new Error('Build the API first (npx nx run api:build)');
    t = await startTestApp();
    db = t.app.get(DataSource);
    person = await signedInDonor(t.url, db, 'Meera');
  });
  afterAll(async () => {
    await t.close();
  });

  it('grants, lists and revokes the role by e-mail (any case), and the API follows at once', async () => {
    expect((await queue()).body.errors[0].extensions.code).toBe('FORBIDDEN');

    const granted = await admin(['grant-moderator', person.email.toUpperCase()]);
    expect(granted).toMatchObject({ code: 0, stdout: `${person.email} is now a moderator\n` });
    expect((await admin(['grant-moderator', person.email])).stdout).toBe(`${person.email} is already a moderator\n`);
    const listed = await admin(['list-moderators']);
    expect(listed.code).toBe(0);
    expect(listed.stdout).toContain(`${person.email}\tMeera`);
    const allowed = await queue();
    expect(allowed.body.errors).toBeUndefined();

    const revoked = await admin(['revoke-moderator', person.email]);
    expect(revoked).toMatchObject({ code: 0, stdout: `${person.email} is no longer a moderator\n` });
    expect((await admin(['list-moderators'])).stdout).not.toContain(person.email);
    expect((await queue()).body.errors[0].extensions.code).toBe('FORBIDDEN');
    expect((await db.query(`SELECT "role" FROM "users" WHERE "id" = $1`, [person.id]))[0].role).toBeNull();
  });

  it('refuses an unknown e-mail and a wrong command with a clear message and a non-zero exit', async () => {
    for (const command of ['grant-moderator', 'revoke-moderator']) {
      const unknown = await admin([command, 'nobody-here@example.com']);
      expect(unknown.code).toBe(1);
      expect(unknown.stderr.trim()).toBe('No account has the e-mail address nobody-here@example.com');
    }
    for (const args of [[], ['grant-moderator'], ['make-admin', person.email], ['list-moderators', 'extra']]) {
      const wrong = await admin(args);
      expect(wrong.code).toBe(1);
      expect(wrong.stderr).toContain('Usage: npm run admin -- grant-moderator EMAIL | revoke-moderator EMAIL | list-moderators');
    }
    // Nothing was granted by the refused commands (other suites' moderators share the database).
    expect((await db.query(`SELECT "role" FROM "users" WHERE "id" = $1`, [person.id]))[0].role).toBeNull();
    expect((await db.query(`SELECT count(*)::int AS "n" FROM "users" WHERE "email" = 'nobody-here@example.com'`))[0].n).toBe(0);
  });
});
