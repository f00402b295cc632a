import { describe, expect, it } from 'vitest';
import { redirectRouteTarget, signInPageUrl, signOutReturnTarget } from './session-urls';

const ORIGIN = 'http://localhost:8093';

describe('signInPageUrl', () => {
  it.each([
    { returnTo: '/information', expected: '/auth/login?redirect_url=%2Finformation' },
    { returnTo: '/jhmessage?x=1', expected: '/auth/login?redirect_url=%2Fjhmessage%3Fx%3D1' },
    { returnTo: undefined, expected: '/auth/login?redirect_url=%2Fpersonal%3FtypeIndex%3D1' },
    { returnTo: 'https://evil.example/', expected: '/auth/login?redirect_url=%2Fpersonal%3FtypeIndex%3D1' },
  ])('$returnTo → $expected', ({ returnTo, expected }) => {
    expect(signInPageUrl(returnTo, ORIGIN)).toBe(expected);
  });
});

describe('signOutReturnTarget', () => {
  it.each([
    { returnTo: '/application', expected: '/application' },
    { returnTo: '/resource?type=1', expected: '/resource?type=1' },
    { returnTo: null, expected: '/index' },
    { returnTo: '//evil.example', expected: '/index' },
    { returnTo: 'https://evil.example/', expected: '/index' },
  ])('$returnTo → $expected', ({ returnTo, expected }) => {
    expect(signOutReturnTarget(returnTo, ORIGIN)).toBe(expected);
  });
});

describe('redirectRouteTarget', () => {
  it.each([
    { pathname: '/redirect/information', search: '', expected: '/information' },
    { pathname: '/redirect/detial/5', search: '?from=home', expected: '/detial/5?from=home' },
    { pathname: '/redirect', search: '?redirect_url=%2Fjhmessage', expected: '/jhmessage' },
    { pathname: '/redirect', search: '?redirect_url=https%3A%2F%2Fevil.example', expected: '/index' },
    { pathname: '/redirect', search: '', expected: '/index' },
    { pathname: '/redirect//evil.example', search: '', expected: '/index' },
  ])('$pathname$search → $expected', ({ pathname, search, expected }) => {
    expect(redirectRouteTarget(pathname, search, ORIGIN)).toBe(expected);
  });
});
