import { Logger } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DEFAULT_ERROR_MESSAGES, httpStatusOf, preferredShareLanguage, type ShareLanguage } from '@redhope/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { toAppError } from '../../common/errors/to-app-error';
import { sendHtml, StaticHtml } from '../../common/http/html-answer';
import { clientOf } from '../../common/http/client-info';
import { RateLimitedError } from '../../common/rate-limit/rate-limit.service';
import { envelope } from '../../common/rest/envelope';
import { homeFirstScreen, requestFirstScreen, type FirstScreenLanguages } from './first-screen';
import { PageTemplate, type PageTags } from './page-template';
import { PREVIEW_PATH, SharePreviewsService, type ImageAnswer } from './share-previews.service';

const logger = new Logger('SharePreviews');

/**
 * Browsers and crawlers cache a preview for a while; a request that closes changes its image's
 * address (the `v` of the og:image URL), and a conditional GET is answered from the tag alone.
 */
const IMAGE_CACHE_CONTROL = 'public, max-age=600';

function imageLanguage(request: FastifyRequest): ShareLanguage {
  return (request.query as { lang?: unknown }).lang === 'hi' ? 'hi' : 'en';
}

function sendImage(reply: FastifyReply, answer: ImageAnswer | null): FastifyReply {
  if (!answer) return sendError(reply, 404);
  if (answer.status === 304) return reply.code(304).header('etag', `"${answer.etag}"`).header('cache-control', IMAGE_CACHE_CONTROL).send();
  return reply
    .code(200)
    .header('content-type', answer.image.contentType)
    .header('etag', `"${answer.image.etag}"`)
    .header('cache-control', IMAGE_CACHE_CONTROL)
    .send(answer.image.body);
}

function sendError(reply: FastifyReply, status: 404 | 'error', error?: unknown): FastifyReply {
  const appError = status === 404 ? undefined : toAppError(error, reply.request.id);
  const code = appError?.code ?? 'NOT_FOUND';
  const httpStatus = httpStatusOf(code);
  if (appError instanceof RateLimitedError) void reply.header('retry-after', String(appError.retryAfterSeconds));
  return reply
    .code(httpStatus)
    .header('content-type', 'application/json; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(envelope(httpStatus, { code }, appError?.message ?? DEFAULT_ERROR_MESSAGES.NOT_FOUND));
}

/** `<uuid>.<extension>` of an image route's last segment, or null. */
function idOf(file: string, extension: 'png' | 'jpg'): string | null {
  const suffix = `.${extension}`;
  return file.endsWith(suffix) ? file.slice(0, -suffix.length) : null;
}

/**
 * The client build's route-preloads.json: per page the server writes, the script chunks of its
 * route beyond what index.html loads (apps/web/first-screen-preloads.ts). A request's page lists
 * them as module preloads, so a phone fetches them with the main bundle.
 */
export interface RoutePreloads {
  request?: readonly string[];
}

/** The client build's route-preloads.json, read once at start-up; none when it is missing or not the expected shape (an older build). */
export function readRoutePreloads(json: string | undefined): RoutePreloads {
  if (json === undefined) return {};
  try {
    const parsed = JSON.parse(json) as { request?: unknown };
    const request = parsed.request;
    return Array.isArray(request) && request.every((path) => typeof path === 'string' && /^\/assets\/[\w.-]+\.js$/.test(path)) ? { request: request as string[] } : {};
  } catch {
    return {};
  }
}

/**
 * Share links that carry what they share (docs/rest-contract.md, "Share previews"):
 * - GET /request/:id and /campaign/:id answer the client app's index.html with that request's or
 *   campaign's Open Graph and Twitter tags in <head>, in English or, when Accept-Language prefers
 *   it, Hindi; an unknown id gets the product's own tags (the app then shows its not-found page);
 * - GET /og/request/<id>.png (a 1200x630 card, `?lang=hi` for Hindi), /og/campaign/<id>.jpg (its
 *   leaflet, fitted to 1200x630) and /og/site.png (the product's card) are the images.
 * - GET / answers the app shell with the product's tags and home's first screen.
 * With the client build's first-screen.json (`firstScreens`), an open request's page and home carry
 * their first screen in the HTML (first-screen.ts).
 * Returns the app shell with the product's tags, for every other page; undefined without a built client.
 */
export function registerSharePages(
  app: NestFastifyApplication,
  indexHtml: string | undefined,
  routePreloads: RoutePreloads = {},
  firstScreens?: FirstScreenLanguages,
): StaticHtml | undefined {
  const instance = app.getHttpAdapter().getInstance();
  const previews = app.get(SharePreviewsService);

  const image = (load: (request: FastifyRequest<{ Params: { file: string } }>) => Promise<ImageAnswer | null>) => async (request: FastifyRequest<{ Params: { file: string } }>, reply: FastifyReply) => {
    try {
      return sendImage(reply, await load(request));
    } catch (error) {
      return sendError(reply, 'error', error);
    }
  };
  const ifNoneMatch = (request: FastifyRequest) => request.headers['if-none-match'];
  instance.get(
    `${PREVIEW_PATH}/site.png`,
    image((request) => previews.siteImage(imageLanguage(request), clientOf(request).ip, ifNoneMatch(request))),
  );
  instance.get<{ Params: { file: string } }>(
    `${PREVIEW_PATH}/request/:file`,
    image(async (request) => {
      const id = idOf(request.params.file, 'png');
      return id ? previews.requestImage(id, imageLanguage(request), clientOf(request).ip, ifNoneMatch(request)) : null;
    }),
  );
  instance.get<{ Params: { file: string } }>(
    `${PREVIEW_PATH}/campaign/:file`,
    image(async (request) => {
      const id = idOf(request.params.file, 'jpg');
      return id ? previews.campaignImage(id, clientOf(request).ip, ifNoneMatch(request)) : null;
    }),
  );

  if (indexHtml === undefined) return undefined;
  const template = new PageTemplate(indexHtml);
  const page = (load: (id: string, language: ShareLanguage) => Promise<SharedPage | null>, modulePreloads: readonly string[] = []) => async (request: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply) => {
    const language = preferredShareLanguage(request.headers['accept-language']);
    let shared: SharedPage | null = null;
    try {
      shared = await load(request.params.id, language);
    } catch (error) {
      // The page still loads (the app will say what it can); only its preview is generic.
      logger.warn(`A share preview could not be read (${error instanceof Error ? error.name : 'unknown error'}); the page got the product's tags`);
    }
    return sendHtml(request, reply.code(200), template.render(shared?.tags ?? previews.siteTags(language), modulePreloads, shared?.firstScreen), ['accept-language']);
  };
  instance.get<{ Params: { id: string } }>(
    '/request/:id',
    page(async (id, language) => {
      const found = await previews.requestPage(id, language);
      return found && { tags: found.tags, firstScreen: found.screen && firstScreens ? requestFirstScreen(firstScreens, found.screen) : undefined };
    }, routePreloads.request),
  );
  instance.get<{ Params: { id: string } }>(
    '/campaign/:id',
    page(async (id, language) => {
      const tags = await previews.campaignTags(id, language);
      return tags && { tags };
    }),
  );
  // Home, with its first screen (the heading and the services) in place of the placeholders.
  const home = new StaticHtml(template.render(previews.siteTags('en'), [], firstScreens && homeFirstScreen(firstScreens)));
  instance.get('/', (request, reply) => sendHtml(request, reply, home));
  return new StaticHtml(template.render(previews.siteTags('en')));
}

/** What a shared page's HTML carries: its tags and, for some pages, its first screen (first-screen.ts). */
interface SharedPage {
  tags: PageTags;
  firstScreen?: string;
}
