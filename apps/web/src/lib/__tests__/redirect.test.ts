import { describe, expect, it } from 'vitest';
import { safeRedirectTarget, withRedirectTarget } from '../redirect';

const ORIGIN = 'http://localhost:3000';

describe('safeRedirectTarget', () => {
  it.each([
    ['/create-request', '/create-request'],
    ['/profile/requests?tab=1#top', '/profile/requests?tab=1#top'],
    ['/request/abc123', '/request/abc123'],
  ])('keeps the same-origin path %s', (to, expected) => {
    expect(safeRedirectTarget(to, ORIGIN)).toBe(expected);
  });

  it.each([
    [null],
    [''],
    ['create-request'],
    ['//evil.example'],
    ['//evil.example/create-request'],
    ['/\\evil.example'],
    ['/\t/evil.example'],
    ['https://evil.example/'],
    ['http://localhost:3000/profile'],
    ['javascript:alert(1)'],
    ['/auth/login'],
    ['/auth'],
  ])('sends %s home', (to) => {
    expect(safeRedirectTarget(to, ORIGIN)).toBe('/');
  });
});

describe('withRedirectTarget', () => {
  it('adds the target with readable slashes, and encodes the rest', () => {
    expect(withRedirectTarget('/auth/login', '/create-request')).toBe('/auth/login?to=/create-request');
    expect(withRedirectTarget('/auth/login', '/a?b=1&c=2')).toBe('/auth/login?to=/a%3Fb%3D1%26c%3D2');
    expect(new URLSearchParams(withRedirectTarget('/x', '/a?b=1&c=2').split('?')[1]).get('to')).toBe('/a?b=1&c=2');
    expect(withRedirectTarget('/auth/login', null)).toBe('/auth/login');
  });
});
