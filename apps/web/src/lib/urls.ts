/** Versioned base path of the REST contract (SPEC section 7). */
export const API_BASE = '/api/v1';

/** The graphql-ws endpoint on the page's own origin: ws:// next to http://, wss:// next to https://. */
export function graphqlWsUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}/graphql`;
}
