import type { Server } from 'node:http';
import { Server as NetServer } from 'node:net';

/**
 * Closes the listener and nothing else: the connections already open stay open and are served
 * until they end by themselves. Resolves once the last one has ended.
 *
 * http.Server#close() cannot do this: from Node 19 on it also closes every idle keep-alive
 * connection at once, and a proxy holding one of those in its pool may be sending a request on it
 * in that very instant. Reads are retried on another instance by nginx, a POST is not (it may
 * have been received), so the client gets a 502. net.Server#close() is the part of it that only
 * stops accepting; http.Server inherits it. Each connection then ends after its next answer
 * (sent with `Connection: close` once the app is closing, bootstrap.ts) or when it has been idle
 * for the server's keepAliveTimeout, longer than the proxy's own idle timeout, so an idle one is
 * closed by the proxy first.
 */
export function stopAccepting(server: Server): Promise<void> {
  return new Promise((resolve) => {
    // Called on 'close' (every connection ended), or with ERR_SERVER_NOT_RUNNING if not listening.
    NetServer.prototype.close.call(server, () => resolve());
  });
}
