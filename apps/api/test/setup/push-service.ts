import { createECDH, createDecipheriv, createPublicKey, hkdfSync, randomBytes, verify, type ECDH } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A push service inside the test, speaking the real protocols, written from the RFCs (no web-push
 * code): RFC 8030 (a POST to the subscription's endpoint, answered 201 Created), RFC 8292 (the
 * `Authorization: vapid t=<JWT>, k=<key>` header: an ES256 JWT whose signature is checked against
 * the app's public key, `aud` the endpoint's origin, `exp` in the future and at most 24 h ahead,
 * `sub` a mailto: or https: contact), and RFC 8291 (aes128gcm payloads, decrypted here with the
 * subscription's private key and auth secret). A request failing VAPID is answered 403 and kept
 * with the reason, so a test sees it.
 */

/** A browser's side of one subscription: its key pair and auth secret, as PushManager makes them. */
export class TestDevice {
  readonly ecdh: ECDH = createECDH('prime256v1');
  readonly authSecret = randomBytes(16);
  readonly publicKey: Buffer;

  constructor(readonly endpoint: string) {
    this.publicKey = this.ecdh.generateKeys();
  }

  /** PushSubscription.toJSON() without expirationTime. */
  subscription(): { endpoint: string; keys: { p256dh: string; auth: string } } {
    return { endpoint: this.endpoint, keys: { p256dh: this.publicKey.toString('base64url'), auth: this.authSecret.toString('base64url') } };
  }

  /** RFC 8291 section 3.4 and RFC 8188: the one record of an aes128gcm body, opened. */
  decrypt(body: Buffer): string {
    const salt = body.subarray(0, 16);
    const recordSize = body.readUInt32BE(16);
    const idLength = body.readUInt8(20);
    const senderPublicKey = body.subarray(21, 21 + idLength);
    const record = body.subarray(21 + idLength);
    if (idLength !== 65 || senderPublicKey[0] !== 0x04) throw new Error('keyid is not an uncompressed P-256 point');
    if (record.length > recordSize) throw new Error('more than one record');
    const ecdhSecret = this.ecdh.computeSecret(senderPublicKey);
    const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), this.publicKey, senderPublicKey]);
    // HKDF-Extract(auth_secret, ecdh_secret) then Expand(key_info, 32): the input keying material.
    const ikm = Buffer.from(hkdfSync('sha256', ecdhSecret, this.authSecret, keyInfo, 32));
    const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
    const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
    const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
    decipher.setAuthTag(record.subarray(record.length - 16));
    const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
    // The last record ends with the delimiter 0x02, then zero or more 0x00 of padding.
    let end = padded.length - 1;
    while (end >= 0 && padded[end] === 0) end--;
    if (padded[end] !== 0x02) throw new Error('no last-record delimiter');
    return padded.subarray(0, end).toString('utf8');
  }
}

export interface ReceivedPush {
  /** The endpoint's last path segment. */
  id: string;
  /** When this server saw the request (ms since the epoch). */
  at: number;
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
  /** Null when the VAPID header checked out; else why not. */
  vapidError: string | null;
  vapid?: { aud: string; exp: number; sub: string };
}

export interface ScriptedAnswer {
  status: number;
  headers?: Record<string, string>;
}

interface Waiter {
  id: string;
  count: number;
  resolve: (pushes: ReceivedPush[]) => void;
}

export class TestPushService {
  private readonly server: Server;
  private readonly received: ReceivedPush[] = [];
  private readonly scripts = new Map<string, ScriptedAnswer[]>();
  private waiters: Waiter[] = [];
  /** The application server key the app must sign with (set once the app told it). */
  expectedKey?: string;
  origin = '';

  private constructor() {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const at = Date.now();
        const id = (req.url ?? '').split('/').pop() ?? '';
        const body = Buffer.concat(chunks);
        const { error, claims } = req.method === 'POST' ? this.checkVapid(req.headers) : { error: 'not a POST', claims: undefined };
        const scripted = error ? undefined : this.scripts.get(id)?.shift();
        const answer: ScriptedAnswer = error ? { status: 403 } : (scripted ?? { status: 201 });
        this.received.push({ id, at, status: answer.status, headers: req.headers, body, vapidError: error, vapid: claims });
        res.writeHead(answer.status, { ...(answer.status === 201 ? { location: `${this.origin}/message/${randomBytes(8).toString('hex')}` } : {}), ...answer.headers });
        res.end();
        this.wake();
      });
    });
  }

  static async start(): Promise<TestPushService> {
    const service = new TestPushService();
    await new Promise<void>((resolve) => service.server.listen(0, '127.0.0.1', resolve));
    service.origin = `http://127.0.0.1:${(service.server.address() as AddressInfo).port}`;
    return service;
  }

  /** A new device whose endpoint is on this service. */
  device(name: string): TestDevice {
    return new TestDevice(`${this.origin}/push/${name}-${randomBytes(6).toString('hex')}`);
  }

  /** The next answers to a device's pushes, in order (then 201 again). */
  script(device: TestDevice, answers: ScriptedAnswer[]): void {
    this.scripts.set(idOf(device), [...answers]);
  }

  /** Every push a device's endpoint got so far. */
  pushesTo(device: TestDevice): ReceivedPush[] {
    return this.received.filter((push) => push.id === idOf(device));
  }

  all(): ReceivedPush[] {
    return [...this.received];
  }

  /** Resolves once the device's endpoint has received `count` pushes (event-driven, no polling). */
  waitFor(device: TestDevice, count: number): Promise<ReceivedPush[]> {
    return new Promise((resolve) => {
      this.waiters.push({ id: idOf(device), count, resolve });
      this.wake();
    });
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private wake(): void {
    this.waiters = this.waiters.filter((waiter) => {
      const pushes = this.received.filter((push) => push.id === waiter.id);
      if (pushes.length < waiter.count) return true;
      waiter.resolve(pushes);
      return false;
    });
  }

  /** RFC 8292 section 2 and 3: the JWT's ES256 signature by the key in `k`, and its claims. */
  private checkVapid(headers: IncomingHttpHeaders): { error: string | null; claims?: { aud: string; exp: number; sub: string } } {
    const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(headers.authorization ?? '');
    if (!match) return { error: 'no vapid authorization' };
    const [, token, key] = match;
    if (this.expectedKey && key !== this.expectedKey) return { error: 'k is not the application server key' };
    const point = Buffer.from(key, 'base64url');
    if (point.length !== 65 || point[0] !== 0x04) return { error: 'k is not an uncompressed P-256 point' };
    const [header, payload, signature, ...rest] = token.split('.');
    if (!header || !payload || !signature || rest.length) return { error: 'malformed JWT' };
    const head = JSON.parse(Buffer.from(header, 'base64url').toString()) as { alg?: string; typ?: string };
    if (head.alg !== 'ES256') return { error: 'alg is not ES256' };
    const publicKey = createPublicKey({
      key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') },
      format: 'jwk',
    });
    const signed = verify('sha256', Buffer.from(`${header}.${payload}`), { key: publicKey, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
    if (!signed) return { error: 'bad signature' };
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { aud: string; exp: number; sub: string };
    const now = Date.now() / 1000;
    if (claims.aud !== this.origin) return { error: 'aud is not the push service origin', claims };
    if (!(claims.exp > now) || claims.exp > now + 24 * 3600) return { error: 'exp not within the next 24 h', claims };
    if (!/^(mailto:|https:)/.test(claims.sub)) return { error: 'sub is not a mailto: or https: contact', claims };
    return { error: null, claims };
  }
}

function idOf(device: TestDevice): string {
  return device.endpoint.split('/').pop() as string;
}
