import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../common/errors/app-error';
import { MAX_JSON_MEMBERS, jsonShape } from '../../common/rest/rest-input';

/** Form fields are short texts; the description, the longest, is far below this. */
const FIELD_MAX_BYTES = 16 * 1024;
const FIELDS_MAX = 30;

/**
 * The most a multipart request may carry: one image at the cap plus the form's fields and
 * boundaries. A request that declares more is refused before any of it is read.
 */
export function uploadRequestMaxBytes(fileMaxBytes: number): number {
  return fileMaxBytes + FIELDS_MAX * FIELD_MAX_BYTES;
}

export interface MultipartFormOptions {
  /** The one file field the form has (`leaflet`, `avatar`). */
  fileField: string;
  fileMaxBytes: number;
  tooLargeMessage: string;
}

export interface MultipartForm {
  /** Text fields, with `address[district]` read as `{ address: { district } }`. A repeated field is an array. */
  fields: Record<string, unknown>;
  /** Absent when the form had no file, or an empty one (a file input left empty). */
  file?: Buffer;
}

const FORBIDDEN_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * Puts a form field into `target`: `address[addressLine]` becomes `target.address.addressLine`
 * (browsers' form libraries send nested objects this way), a repeated name becomes an array.
 * Prototype keys, nesting deeper than three and a name used both as a value and as an object are
 * refused.
 */
export function setFormField(target: Record<string, unknown>, name: string, value: unknown): void {
  const path = /^([^[\]]+)((?:\[[^[\]]+\])*)$/.exec(name);
  const keys = path ? [path[1], ...[...path[2].matchAll(/\[([^[\]]+)\]/g)].map((m) => m[1])] : [name];
  if (keys.length > 3 || keys.some((key) => FORBIDDEN_KEYS.has(key))) throw new AppError('BAD_REQUEST', 'Invalid form field name');
  let node = target;
  for (const key of keys.slice(0, -1)) {
    const next = node[key];
    if (next !== undefined && (typeof next !== 'object' || next === null || Array.isArray(next))) throw new AppError('BAD_REQUEST', 'Invalid form field name');
    node = (next as Record<string, unknown> | undefined) ?? (node[key] = {});
  }
  const last = keys[keys.length - 1];
  const existing = node[last];
  node[last] = existing === undefined ? value : Array.isArray(existing) ? [...(existing as unknown[]), value] : [existing, value];
}

/** What @fastify/multipart's errors mean for the client; anything else is not ours to explain. */
function toFormError(error: unknown, options: MultipartFormOptions): unknown {
  if (error instanceof AppError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new AppError('PAYLOAD_TOO_LARGE', options.tooLargeMessage);
    case 'FST_FILES_LIMIT':
      return new AppError('BAD_REQUEST', 'Send one file only');
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new AppError('PAYLOAD_TOO_LARGE', 'The form has too many fields');
    case 'FST_PROTO_VIOLATION':
    case 'FST_INVALID_JSON_FIELD_ERROR':
    case 'FST_MP_PREMATURE_CLOSE':
      return new AppError('BAD_REQUEST', 'The form could not be read');
    default:
      // busboy's own parse errors ("Unexpected end of form", malformed part headers).
      return error instanceof Error && !('statusCode' in error) && !('code' in error) ? new AppError('BAD_REQUEST', 'The form could not be read') : error;
  }
}

/**
 * Reads one file part into memory. busboy stops passing bytes at the size limit but would go on
 * reading the part to its end; here the first byte over the limit ends the read, so the caller
 * can answer 413 at once and the connection is closed on the rest.
 */
function readFilePart(file: Readable, options: MultipartFormOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    file.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      size += chunk.length;
    });
    file.once('limit', () => {
      file.removeAllListeners('data');
      file.destroy();
      reject(new AppError('PAYLOAD_TOO_LARGE', options.tooLargeMessage));
    });
    file.once('error', reject);
    file.once('end', () => resolve(Buffer.concat(chunks, size)));
  });
}

/**
 * Reads a multipart form with one image, streaming: the file is cut off at `fileMaxBytes` and
 * the request refused (413) without reading the rest. A request that is not multipart gives its
 * JSON body as the fields and no file, so the route's own validation explains what is missing.
 */
export async function readMultipartForm(request: FastifyRequest, options: MultipartFormOptions): Promise<MultipartForm> {
  if (!request.isMultipart()) {
    const body = request.body;
    return { fields: body && typeof body === 'object' && !Array.isArray(body) ? { ...(body as Record<string, unknown>) } : {} };
  }
  const fields: Record<string, unknown> = {};
  let file: Buffer | undefined;
  let jsonMembers = 0;
  const parts = request.parts({
    limits: { files: 1, fileSize: options.fileMaxBytes, fields: FIELDS_MAX, fieldSize: FIELD_MAX_BYTES, fieldNameSize: 100, parts: FIELDS_MAX + 1, headerPairs: 20 },
  });
  try {
    for await (const part of parts) {
      if (part.type === 'file') {
        if (part.fieldname !== options.fileField) throw new AppError('BAD_REQUEST', `Unexpected file field; send the image as ${options.fileField}`);
        const content = await readFilePart(part.file, options);
        if (content.length > 0) file = content;
      } else {
        if (part.valueTruncated) throw new AppError('PAYLOAD_TOO_LARGE', 'A form field is too long');
        // A part sent as application/json arrives parsed: the JSON bodies' limits hold for it too, the
        // members of every part together (class-transformer walks it recursively, and 2,000 brackets in
        // 4 KB overflowed its stack; 30 parts of 16 KB hold 30,000 keys).
        if (typeof part.value === 'object') {
          const shape = jsonShape(part.value, MAX_JSON_MEMBERS - jsonMembers);
          if (shape.problem) throw new AppError('BAD_REQUEST', shape.problem);
          jsonMembers += shape.members;
        }
        setFormField(fields, part.fieldname, part.value);
      }
    }
  } catch (error) {
    throw toFormError(error, options);
  }
  return { fields, file };
}
