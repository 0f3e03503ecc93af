// Loaded with `node --import` into a server process of the durable-events suite: it kills the
// process (SIGKILL, so no shutdown hook runs) the moment a transaction that inserted a job into a
// queue whose name starts with REDHOPE_CRASH_AFTER_COMMIT_OF has committed, before anything
// delivers that job. Test-only fault injection: it wraps the pg driver's Client#query (the driver
// the server loads, so the same module instance).
import { createRequire } from 'node:module';

const marker = process.env.REDHOPE_CRASH_AFTER_COMMIT_OF;
if (!marker) throw new Error('REDHOPE_CRASH_AFTER_COMMIT_OF is not set');
const load = createRequire(import.meta.url);
const { Client } = load('pg');
const query = Client.prototype.query;
const recorded = new WeakSet();

Client.prototype.query = function (config, values, callback) {
  const text = typeof config === 'string' ? config : config?.text;
  if (typeof text === 'string') {
    if (text.includes('pgboss') && text.includes(`'${marker}`)) recorded.add(this);
    else if (/^\s*ROLLBACK\b/i.test(text)) recorded.delete(this);
    else if (/^\s*COMMIT\b/i.test(text) && recorded.has(this)) {
      if (typeof values === 'function' || typeof callback === 'function') throw new Error('crash-after-commit expects promise-style queries');
      return query.call(this, config, values).then((answer) => {
        process.kill(process.pid, 'SIGKILL');
        return answer;
      });
    }
  }
  return query.call(this, config, values, callback);
};
