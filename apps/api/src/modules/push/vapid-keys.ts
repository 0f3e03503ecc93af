import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { generateVAPIDKeys } from 'web-push';
import type { AppConfig, VapidKeys } from '../../config/config';
import { fromRoot } from '../../config/paths';

/** Who push services may contact about our pushes, when VAPID_SUBJECT is not given (development). */
const DEVELOPMENT_SUBJECT = 'mailto:no-reply@redhope.local';

/**
 * The app's VAPID key pair: from the environment (required in production, checked by the config),
 * or, outside production, generated once into the data folder (mode 0600), as the embedded
 * Postgres passwords are, so subscriptions made in development survive restarts.
 */
export function resolveVapidKeys(config: AppConfig): VapidKeys {
  if (config.push.vapid) return config.push.vapid;
  const file = fromRoot(config.push.keysFile);
  const subject = config.publicUrl?.startsWith('https:') ? new URL(config.publicUrl).origin : DEVELOPMENT_SUBJECT;
  const stored = readKeys(file);
  if (stored) return { ...stored, subject };
  mkdirSync(dirname(file), { recursive: true });
  const keys = generateVAPIDKeys();
  try {
    // 'wx': of two processes starting at once, one writes and the other reads what it wrote.
    writeFileSync(file, `${JSON.stringify({ publicKey: keys.publicKey, privateKey: keys.privateKey }, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const other = readKeys(file);
    if (!other) throw new Error(`${config.push.keysFile} is not a VAPID key file: delete it to have new keys made`);
    return { ...other, subject };
  }
  return { publicKey: keys.publicKey, privateKey: keys.privateKey, subject };
}

function readKeys(file: string): { publicKey: string; privateKey: string } | null {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  try {
    const parsed = JSON.parse(text) as { publicKey?: unknown; privateKey?: unknown };
    if (typeof parsed.publicKey === 'string' && typeof parsed.privateKey === 'string') return { publicKey: parsed.publicKey, privateKey: parsed.privateKey };
  } catch {
    // A half-written file (another process is writing it): treated as absent below.
  }
  return null;
}
