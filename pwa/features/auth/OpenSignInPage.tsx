import { useEffect } from 'react';

/**
 * The sign-in page is a light page of its own (pwa/auth/signin.html, decision 013), not a React screen: a link or a
 * redirect of the app to /auth/signin loads that page. Should this document itself have been loaded for /auth/signin
 * (a server or worker of an older release answering with the app), its file is asked for by name, so it never loops.
 */
export function OpenSignInPage() {
  useEffect(() => {
    const here = `${location.pathname}${location.search}`;
    const loaded = performance.getEntriesByType('navigation')[0]?.name;
    const thisDocument = loaded !== undefined && new URL(loaded).pathname === location.pathname;
    location.replace(thisDocument ? here.replace('/auth/signin', '/auth/signin.html') : here);
  }, []);
  return null;
}
