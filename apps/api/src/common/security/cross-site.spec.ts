import { checkCrossSite, type CrossSiteInput } from './cross-site';

const TRUSTED = new Set(['https://partner.example']);
const HOST = 'redhope.example';

function request(method: string, headers: Record<string, string | string[]> = {}): CrossSiteInput {
  return { method, headers: { host: HOST, ...headers } };
}

describe('checkCrossSite', () => {
  it.each([
    ['GET', {}, false],
    ['HEAD', { 'sec-fetch-site': 'cross-site' }, false],
    ['OPTIONS', { origin: 'https://evil.example' }, false],
  ])('lets a %s that changes nothing through from anywhere (%j)', (method, headers, changesState) => {
    expect(checkCrossSite(request(method, headers), TRUSTED, changesState)).toEqual({ allowed: true });
  });

  it.each([
    [{ 'sec-fetch-site': 'same-origin' }],
    [{ 'sec-fetch-site': 'none' }],
    [{ 'sec-fetch-site': 'cross-site', origin: 'https://partner.example' }],
    [{ 'sec-fetch-site': 'same-site', origin: 'https://partner.example' }],
    [{}],
    [{ origin: 'https://redhope.example' }],
    [{ origin: 'https://partner.example' }],
  ])('allows a state change with %j', (headers) => {
    expect(checkCrossSite(request('POST', headers), TRUSTED, true)).toEqual({ allowed: true });
    expect(checkCrossSite(request('GET', headers), TRUSTED, true)).toEqual({ allowed: true });
  });

  it.each([
    [{ 'sec-fetch-site': 'cross-site' }, 'fetch-metadata'],
    [{ 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' }, 'fetch-metadata'],
    [{ 'sec-fetch-site': 'same-site', origin: 'https://other.redhope.example' }, 'fetch-metadata'],
    // Fetch Metadata wins over an Origin that happens to match the host (a header can be forged only outside a browser).
    [{ 'sec-fetch-site': 'cross-site', origin: 'https://redhope.example' }, 'fetch-metadata'],
    [{ 'sec-fetch-site': 'anything-else' }, 'fetch-metadata'],
    [{ origin: 'https://evil.example' }, 'origin'],
    [{ origin: 'null' }, 'origin'],
    [{ origin: 'http://redhope.example:8080' }, 'origin'],
    // Repeated headers never equal an allowed value.
    [{ 'sec-fetch-site': ['same-origin', 'cross-site'] }, 'fetch-metadata'],
  ])('refuses a state change with %j (%s)', (headers, reason) => {
    expect(checkCrossSite(request('POST', headers), TRUSTED, true)).toEqual({ allowed: false, reason });
    expect(checkCrossSite(request('DELETE', headers), TRUSTED, false)).toEqual({ allowed: false, reason });
  });

  it('matches an Origin without a port against a Host with the default port', () => {
    const headers = { host: 'redhope.example:443', origin: 'https://redhope.example' };
    expect(checkCrossSite({ method: 'POST', headers }, TRUSTED, true)).toEqual({ allowed: true });
    expect(checkCrossSite({ method: 'POST', headers: { ...headers, host: 'redhope.example:80' } }, TRUSTED, true)).toEqual({ allowed: false, reason: 'origin' });
  });
});
