import fastifyMultipart from '@fastify/multipart';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DEFAULT_ERROR_MESSAGES, IMAGE_MAX_BYTES, httpStatusOf, type ErrorCode } from '@redhope/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import processRequest from 'graphql-upload/processRequest.mjs';
import { envelope } from '../../common/rest/envelope';
import { isStoredFileName } from './image-profile';
import { uploadRequestMaxBytes } from './multipart-form';
import { IMAGE_STORAGE, IMMUTABLE_CACHE_CONTROL, type ImageStorage } from './storage/image-storage';
import { UPLOADS_PATH } from './uploads.service';

function pathOf(request: FastifyRequest): string {
  const query = request.url.indexOf('?');
  return query === -1 ? request.url : request.url.slice(0, query);
}

function isMultipartRequest(request: FastifyRequest): boolean {
  return /^multipart\/form-data\b/i.test(request.headers['content-type'] ?? '');
}

/**
 * Upload handling for the whole app, set up once before the routes:
 * - multipart bodies on REST routes, read by `readMultipartForm` (@fastify/multipart);
 * - GraphQL multipart requests (graphql-upload) on the GraphQL path, turned into operations whose
 *   Upload arguments stream the file. Apollo's CSRF prevention still requires the
 *   `apollo-require-preflight` header on them, which a cross-site form cannot send;
 * - a request declaring a body larger than one image plus its form is refused at once, unread;
 * - a GraphQL multipart request without a live session (every upload is signed in) is refused
 *   unread, as REST's guards refuse theirs before the handler reads the form;
 * - a multipart request answered before its body was read (refused, too large) closes the
 *   connection, so the rest of the upload is never read;
 * - GET /uploads/<file> serves stored images with long cache headers.
 */
export async function registerUploads(app: NestFastifyApplication, options: { graphqlPath: string; signedIn: (request: FastifyRequest) => Promise<boolean> }): Promise<void> {
  const instance = app.getHttpAdapter().getInstance();
  const requestMaxBytes = uploadRequestMaxBytes(IMAGE_MAX_BYTES);

  const refuse = (request: FastifyRequest, reply: FastifyReply, code: ErrorCode, message: string): FastifyReply => {
    const status = httpStatusOf(code);
    void reply.code(status).header('connection', 'close').header('content-type', 'application/json; charset=utf-8');
    return pathOf(request) === options.graphqlPath
      ? reply.send({ errors: [{ message, extensions: { code } }] })
      : reply.send(envelope(status, { code }, message));
  };

  await app.register(fastifyMultipart, { limits: { fileSize: IMAGE_MAX_BYTES, files: 1 } });

  instance.addHook('onRequest', async (request, reply) => {
    if (!isMultipartRequest(request)) return;
    const declared = Number(request.headers['content-length']);
    if (Number.isFinite(declared) && declared > requestMaxBytes) return refuse(request, reply, 'PAYLOAD_TOO_LARGE', DEFAULT_ERROR_MESSAGES.PAYLOAD_TOO_LARGE);
  });

  instance.addHook('preValidation', async (request, reply) => {
    if (pathOf(request) !== options.graphqlPath || request.method !== 'POST' || !isMultipartRequest(request)) return;
    // Apollo's CSRF prevention would refuse it after the upload was read: refuse it before.
    if (!request.headers['apollo-require-preflight'] && !request.headers['x-apollo-operation-name']) {
      return refuse(request, reply, 'BAD_REQUEST', 'A multipart GraphQL request needs the apollo-require-preflight header');
    }
    if (!(await options.signedIn(request))) return refuse(request, reply, 'UNAUTHENTICATED', DEFAULT_ERROR_MESSAGES.UNAUTHENTICATED);
    try {
      request.body = await processRequest(request.raw, reply.raw, { maxFileSize: IMAGE_MAX_BYTES, maxFiles: 1, maxFieldSize: 100_000 });
    } catch (error) {
      const status = (error as { status?: unknown }).status;
      return refuse(request, reply, status === 413 ? 'PAYLOAD_TOO_LARGE' : 'BAD_REQUEST', status === 413 ? DEFAULT_ERROR_MESSAGES.PAYLOAD_TOO_LARGE : 'Invalid multipart request');
    }
  });

  instance.addHook('onSend', async (request, reply) => {
    if (isMultipartRequest(request) && !request.raw.complete) void reply.header('connection', 'close');
  });

  const storage = app.get<ImageStorage>(IMAGE_STORAGE);
  instance.get<{ Params: { file: string } }>(`${UPLOADS_PATH}/:file`, async (request, reply) => {
    const { file } = request.params;
    const stored = isStoredFileName(file) ? await storage.open(file) : null;
    if (!stored) {
      return reply
        .code(404)
        .header('content-type', 'application/json; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(envelope(404, { code: 'NOT_FOUND' }, DEFAULT_ERROR_MESSAGES.NOT_FOUND));
    }
    const etag = `"${file}"`;
    void reply
      .header('content-type', stored.contentType)
      .header('cache-control', IMMUTABLE_CACHE_CONTROL)
      .header('etag', etag)
      // Never interpreted as anything but the image it is.
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox");
    if (request.headers['if-none-match'] === etag) {
      stored.body.destroy();
      return reply.code(304).send();
    }
    void reply.header('content-length', stored.length);
    // Fastify pipes the stream and ends the response if the storage fails mid-file.
    return reply.send(stored.body);
  });
}
