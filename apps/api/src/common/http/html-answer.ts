import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The HTML pages the server writes (the client's index.html with a page's tags, its first screen
 * and Chakra's global styles, about 50 KB), compressed as the build's assets are: brotli, else
 * gzip, by the request's Accept-Encoding. On a phone's slow network the page is what the first
 * paint waits for. A page that never changes (the app shell, home) is compressed once, at the
 * best ratio; a request's page when first asked for, in the thread pool, at a fast setting, and
 * kept while it is among the recent ones.
 */

export type Encoding = 'br' | 'gzip' | 'identity';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
/** Brotli's quality for a page written per answer: most of the ratio of 11 at a small part of its time. */
const PER_ANSWER_QUALITY = 5;

/** The encoding to answer with: brotli, else gzip, when the client takes it (a q of 0 refuses it). */
export function htmlEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return 'identity';
  const accepted = new Set<string>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...parameters] = part.trim().toLowerCase().split(';');
    const q = parameters.map((parameter) => /^\s*q\s*=\s*([\d.]+)\s*$/.exec(parameter)?.[1]).find((value) => value !== undefined);
    if (q !== undefined && Number(q) === 0) continue;
    accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return 'identity';
}

/** A page that is the same for every answer: its compressed copies are made once, when first asked for. */
export class StaticHtml {
  private readonly copies = new Map<Encoding, Buffer>();

  constructor(readonly html: string) {}

  body(encoding: Encoding): Buffer | string {
    if (encoding === 'identity') return this.html;
    let copy = this.copies.get(encoding);
    if (!copy) {
      copy =
        encoding === 'br'
          ? brotliCompressSync(this.html, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } })
          : gzipSync(this.html, { level: constants.Z_BEST_COMPRESSION });
      this.copies.set(encoding, copy);
    }
    return copy;
  }
}

/**
 * The compressed copies of the pages written per answer most recently asked for, by their content:
 * a request's link shared in a group is opened by many at once, and compressing its page is most
 * of the cost of answering it (hashing it is a small part of that).
 */
const RECENT_PAGES = 256;
const recentPages = new Map<string, Promise<Buffer>>();

export function compressed(html: string, encoding: Encoding): Promise<Buffer> | string {
  if (encoding === 'identity') return html;
  const key = `${encoding} ${createHash('sha256').update(html).digest('base64url')}`;
  const known = recentPages.get(key);
  if (known) {
    // The most recently used last: Map keeps insertion order, so the first key is the oldest.
    recentPages.delete(key);
    recentPages.set(key, known);
    return known;
  }
  const made =
    encoding === 'br'
      ? brotliAsync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: PER_ANSWER_QUALITY, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } })
      : gzipAsync(html);
  recentPages.set(key, made);
  // A failed compression is not kept: the next answer tries again.
  made.catch(() => recentPages.delete(key));
  if (recentPages.size > RECENT_PAGES) recentPages.delete(recentPages.keys().next().value as string);
  return made;
}

/**
 * Answers `page` as text/html, compressed by the request's Accept-Encoding (`vary` says so, with
 * what else the page depends on). Not cached by browsers or proxies beyond a revalidation: a page
 * carries the current state of what it shows.
 */
export async function sendHtml(request: FastifyRequest, reply: FastifyReply, page: StaticHtml | string, vary: readonly string[] = []): Promise<FastifyReply> {
  const encoding = htmlEncoding(request.headers['accept-encoding']);
  const body = typeof page === 'string' ? await compressed(page, encoding) : page.body(encoding);
  // Added to what is already there (CORS's Origin).
  const already = reply.getHeader('vary');
  const varies = [...(typeof already === 'string' && already ? [already] : []), ...vary, 'accept-encoding'];
  void reply.header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', varies.join(', '));
  if (encoding !== 'identity') void reply.header('content-encoding', encoding);
  return reply.send(body);
}
