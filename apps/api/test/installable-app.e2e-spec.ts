import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { PRODUCTION, startTestApp, type TestApp } from './setup/test-app';

/**
 * The installable app's files as the server sends them (issue 23): the service worker and the
 * manifest with their content types, never cached without asking again (a browser must see a new
 * worker at once: the worker's own checks only bypass the cache up to a day), and the offline page
 * like any other page. Fingerprinted assets stay immutable.
 */
describe('the installable app', () => {
  let t: TestApp;
  beforeAll(async () => {
    const webDist = mkdtempSync(join(tmpdir(), 'redhope-web-'));
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Redhope</title><link rel="manifest" href="/manifest.webmanifest"><div id="root"></div>');
    writeFileSync(join(webDist, 'sw.js'), 'self.addEventListener("fetch", () => undefined);');
    writeFileSync(join(webDist, 'manifest.webmanifest'), JSON.stringify({ name: 'Redhope', start_url: '/', display: 'standalone' }));
    writeFileSync(join(webDist, 'offline.html'), '<!doctype html><title>Offline</title>');
    mkdirSync(join(webDist, 'assets'));
    writeFileSync(join(webDist, 'assets', 'index-abc123.js'), 'export {};');
    mkdirSync(join(webDist, 'icons'));
    writeFileSync(join(webDist, 'icons', 'icon-192.png'), Buffer.from('89504e470d0a1a0a', 'hex'));
    t = await startTestApp({ WEB_DIST_DIR: webDist, ...PRODUCTION });
  });
  afterAll(async () => {
    await t.close();
  });

  it('serves the service worker as JavaScript that is revalidated on every check', async () => {
    const res = await request(t.url).get('/sw.js').expect(200);
    expect(res.headers['content-type']).toMatch(/^(application|text)\/javascript\b/);
    expect(res.headers['cache-control']).toBe('no-cache');
    // The CSP lets the page register a worker from its own origin.
    expect(res.headers['content-security-policy']).toContain("worker-src 'self'");
  });

  it('serves the manifest as a web app manifest, revalidated', async () => {
    const res = await request(t.url).get('/manifest.webmanifest').expect(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json\b/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(JSON.parse(res.text)).toMatchObject({ name: 'Redhope', display: 'standalone' });
  });

  it('serves the offline page and the icons, and keeps fingerprinted assets immutable', async () => {
    const offline = await request(t.url).get('/offline.html').expect(200);
    expect(offline.headers['content-type']).toMatch(/^text\/html\b/);
    expect(offline.headers['cache-control']).toBe('no-cache');
    const icon = await request(t.url).get('/icons/icon-192.png').expect(200);
    expect(icon.headers['content-type']).toBe('image/png');
    const asset = await request(t.url).get('/assets/index-abc123.js').expect(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});
