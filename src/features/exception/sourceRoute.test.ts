import { describe, expect, it } from 'vitest';
import { sourceRoute } from './sourceRoute';

const here = { href: 'https://app.test/web/#/demo/exception/permission', origin: 'https://app.test', pathname: '/web/' } as Location;

describe('sourceRoute', () => {
  it('returns the hash route of a URL of this page', () => {
    expect(sourceRoute('https://app.test/web/#/demo/courses?x=1', here)).toBe('/demo/courses?x=1');
  });

  it('accepts in-app paths', () => {
    expect(sourceRoute('/demo/home', here)).toBe('/demo/home');
    expect(sourceRoute('#/demo/home', here)).toBe('/demo/home');
  });

  it('refuses other origins, other pages and odd paths', () => {
    expect(sourceRoute('https://evil.test/web/#/demo/home', here)).toBeNull();
    expect(sourceRoute('https://app.test/other/#/demo/home', here)).toBeNull();
    expect(sourceRoute('//evil.test/x', here)).toBeNull();
    expect(sourceRoute('javascript:alert(1)', here)).toBeNull();
    expect(sourceRoute(undefined, here)).toBeNull();
  });
});
