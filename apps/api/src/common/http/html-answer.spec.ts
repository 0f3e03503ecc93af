import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { compressed, htmlEncoding, StaticHtml } from './html-answer';

describe('HTML answers', () => {
  it('picks brotli, else gzip, by Accept-Encoding, and nothing a client refuses with q=0', () => {
    expect(htmlEncoding(undefined)).toBe('identity');
    expect(htmlEncoding('')).toBe('identity');
    expect(htmlEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(htmlEncoding('gzip, deflate')).toBe('gzip');
    expect(htmlEncoding('BR;q=0.5, gzip;q=1.0')).toBe('br');
    expect(htmlEncoding('br;q=0, gzip')).toBe('gzip');
    expect(htmlEncoding('br; q=0 , gzip;q=0')).toBe('identity');
    expect(htmlEncoding('*')).toBe('gzip');
    expect(htmlEncoding('deflate, identity')).toBe('identity');
  });

  it("compresses a page that never changes once per encoding, and each copy is the page's", () => {
    const html = `<!doctype html><html><head><style>${'.a{color:red}'.repeat(2000)}</style></head><body>नमस्ते</body></html>`;
    const page = new StaticHtml(html);
    const br = page.body('br') as Buffer;
    const gzip = page.body('gzip') as Buffer;
    expect(brotliDecompressSync(br).toString('utf8')).toBe(html);
    expect(gunzipSync(gzip).toString('utf8')).toBe(html);
    expect(br.length).toBeLessThan(Buffer.byteLength(html) / 20);
    // The same copy each time, not made again.
    expect(page.body('br')).toBe(br);
    expect(page.body('identity')).toBe(html);
  });

  it('compresses a page written per answer once while it is recent, and each copy is that page', async () => {
    const page = (name: string) => `<!doctype html><html><body><h2>${name}</h2>${'<p>Blood group B+</p>'.repeat(500)}</body></html>`;
    const first = await compressed(page('Meera'), 'br');
    expect(brotliDecompressSync(first as Buffer).toString('utf8')).toBe(page('Meera'));
    // Asked for again: the same copy, not compressed again.
    expect(await compressed(page('Meera'), 'br')).toBe(first);
    const other = await compressed(page('Ravi'), 'br');
    expect(other).not.toBe(first);
    expect(brotliDecompressSync(other as Buffer).toString('utf8')).toBe(page('Ravi'));
    expect(gunzipSync((await compressed(page('Meera'), 'gzip')) as Buffer).toString('utf8')).toBe(page('Meera'));
    expect(compressed(page('Meera'), 'identity')).toBe(page('Meera'));
    // Only the recent ones are kept: after 256 others, the first is compressed anew.
    for (let index = 0; index < 256; index += 1) await compressed(page(`Donor ${index}`), 'br');
    const again = await compressed(page('Meera'), 'br');
    expect(again).not.toBe(first);
    expect((again as Buffer).equals(first as Buffer)).toBe(true);
  });
});

