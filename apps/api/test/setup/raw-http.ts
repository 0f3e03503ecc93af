import { connect } from 'node:net';

export interface RawResponse {
  status: number;
  headers: string;
  body: string;
  /** How many body bytes the client managed to send before the server answered and closed. */
  sent: number;
}

/**
 * Sends a request over a bare socket: the headers (with `declaredLength` as Content-Length), then
 * `body` in chunks, but never more than that, and waits for the server to answer and close.
 * A server that insisted on reading the whole declared body would never answer: that fails after `timeoutMs`.
 */
export function rawPost(url: string, path: string, headers: Record<string, string>, declaredLength: number, body: Buffer, timeoutMs = 10_000): Promise<RawResponse> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    socket.setTimeout(timeoutMs, () => {
      reject(new Error(`No answer within ${timeoutMs} ms: the server is waiting for the rest of the body`));
      socket.destroy();
    });
    const received: Buffer[] = [];
    let sent = 0;
    let writing = true;
    socket.on('data', (chunk) => {
      received.push(chunk);
      // The server answered: stop sending, as a browser would.
      writing = false;
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      // The server closing on a client still sending resets the connection: expected here.
      if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') reject(error);
    });
    socket.on('close', () => {
      const text = Buffer.concat(received).toString('utf8');
      const [head, ...rest] = text.split('\r\n\r\n');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0);
      resolve({ status, headers: head, body: rest.join('\r\n\r\n'), sent });
    });
    socket.on('connect', async () => {
      const lines = [`POST ${path} HTTP/1.1`, `Host: ${hostname}:${port}`, `Content-Length: ${declaredLength}`, ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`)];
      socket.write(`${lines.join('\r\n')}\r\n\r\n`);
      const step = 64 * 1024;
      for (let offset = 0; offset < body.length && writing && !socket.destroyed; offset += step) {
        const chunk = body.subarray(offset, offset + step);
        const flushed = socket.write(chunk);
        sent += chunk.length;
        if (!flushed) await new Promise((r) => socket.once('drain', r).once('close', r));
      }
    });
  });
}

/** A multipart body: text fields, then one file part; `epilogue` is the closing boundary, kept apart so a test can withhold it. */
export function multipartBody(fields: Record<string, string>, file: { field: string; name: string; type: string; content: Buffer }) {
  const boundary = `----redhope${Date.now()}`;
  const parts = Object.entries(fields).map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  const preamble = Buffer.from(`${parts.join('')}--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`);
  const epilogue = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { contentType: `multipart/form-data; boundary=${boundary}`, preamble, content: file.content, epilogue, length: preamble.length + file.content.length + epilogue.length };
}
