import { describe, expect, it } from 'vitest';
import { matchRoute } from 'wouter';
import { matchPath, parsePattern } from './match';
import { routeMatcher, type RouteObject } from './router';

describe('matchPath', () => {
  it('takes parameters, percent-decoded, and ignores case and a trailing slash', () => {
    expect(matchPath('/apply/:formId/summary', '/Apply/a%20b/summary/')).toEqual({
      params: { formId: 'a b' },
      pathname: '/Apply/a%20b/summary/',
    });
    expect(matchPath('/apply/:formId', '/apply')).toBeNull();
    expect(matchPath('/apply/:formId', '/apply/x/y')).toBeNull();
  });

  it('keeps a malformed escape as written instead of failing', () => {
    expect(matchPath('/notices/:id', '/notices/%E0%A4%A')?.params.id).toBe('%E0%A4%A');
  });

  it('lets a splat take the rest of the address, or nothing', () => {
    expect(matchPath('/payments/*', '/payments/2026/11')?.params['*']).toBe('2026/11');
    expect(matchPath('/payments/*', '/payments')?.params['*']).toBe('');
    expect(matchPath('/payments/*', '/paymentsx')).toBeNull();
  });

  it('matches a prefix only when asked (end: false)', () => {
    expect(matchPath({ path: '/account', end: false }, '/account/settings')).not.toBeNull();
    expect(matchPath({ path: '/account', end: false }, '/accounts')).toBeNull();
    expect(matchPath('/account', '/account/settings')).toBeNull();
  });

  it('treats pattern characters in a static segment literally', () => {
    expect(matchPath('/nf-FAQ.html', '/nf-faqxhtml')).toBeNull();
  });
});

describe('parsePattern', () => {
  it('makes wouter match as matchPath does', () => {
    expect(matchRoute(parsePattern, '/apply/:formId', '/APPLY/a%20b/')).toEqual([true, { 0: 'a b', formId: 'a b' }]);
    expect(matchRoute(parsePattern, '/payments/*', '/payments')[1]?.['*']).toBe('');
    expect(matchRoute(parsePattern, '/nf-FAQ.html', '/nf-faqxhtml')[0]).toBe(false);
    expect(matchRoute(parsePattern, '/account', '/account/settings', true)[0]).toBe(true);
    expect(matchRoute(parsePattern, '/account', '/accounts', true)[0]).toBe(false);
  });
});

describe('routeMatcher', () => {
  const shell: RouteObject = { handle: 'shell' };
  const login: RouteObject = { path: '/login', handle: 'login' };
  const slug: RouteObject = { path: '/:slug', handle: 'slug' };
  const notFound: RouteObject = { path: '*', handle: 'not found' };
  const guarded: RouteObject = { index: true, handle: 'dashboard' };
  const guard: RouteObject = { path: '/account', handle: 'guard', children: [guarded] };
  const match = routeMatcher([{ ...shell, children: [notFound, slug, guard, login] }]);
  const handles = (pathname: string) => match(pathname).map((m) => m.route.handle);

  it('prefers the most specific route, whatever the order of the table', () => {
    expect(handles('/login')).toEqual(['shell', 'login']);
    expect(handles('/ana')).toEqual(['shell', 'slug']);
    expect(handles('/no/such/page')).toEqual(['shell', 'not found']);
  });

  it('shows a guarded page inside its guard, at the guard’s address', () => {
    expect(handles('/account')).toEqual(['shell', 'guard', 'dashboard']);
    expect(match('/ana')[1]?.params).toEqual({ slug: 'ana' });
  });

  it('matches nothing when the table has no route for the address', () => {
    expect(routeMatcher([login])('/elsewhere')).toEqual([]);
  });
});
