import { describe, expect, it } from 'vitest';
import { navigationAllowlist, routePathsFromTree, topSegments } from './route-list';

const tree = `
export interface FileRoutesByFullPath {
  '/': typeof IndexRoute
  '/pricing': typeof PricingRoute
  '/auth/signin': typeof AuthSigninRoute
  '/user/': typeof UserIndexRoute
  '/user/customers/$customersId': typeof X
}
export interface FileRoutesByTo {
  '/nope': typeof Y
}`;

describe('pwa route list', () => {
  it('reads the full paths of the generated tree only', () => {
    expect(routePathsFromTree(tree)).toEqual([
      '/',
      '/auth/signin',
      '/pricing',
      '/user',
      '/user/customers/$customersId',
    ]);
  });
  it('allows navigations under app segments and not storefront slugs', () => {
    const allow = navigationAllowlist(routePathsFromTree(tree));
    const allowed = (p: string) => allow.some((r) => r.test(p));
    expect(topSegments(routePathsFromTree(tree))).toEqual(['auth', 'pricing', 'user']);
    expect(allowed('/')).toBe(true);
    expect(allowed('/user/dashboard')).toBe(true);
    expect(allowed('/pricing')).toBe(true);
    expect(allowed('/demo/home')).toBe(false);
    expect(allowed('/pricingx')).toBe(false);
  });
});
