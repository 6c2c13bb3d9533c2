// The light sign-in page (decision 013 « The sign-in page is a light page »): pwa/auth/signin.html is a
// second page of the Vite build, served for /auth/signin by the server (api/web/pwa.ts: `/x` → `x.html`) and by the
// service worker (Workbox's precache matches `/auth/signin` to `auth/signin.html`). Its form is the app's Mantine
// markup, rendered here once per build from pwa/features/auth/SignInMarkup.tsx (run through tsx: the config's
// bundler does not load TSX); in development, Vite's server answers /auth/signin with the page too.
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';

export const SIGN_IN_HTML = fileURLToPath(new URL('../auth/signin.html', import.meta.url));
const MARKUP = fileURLToPath(new URL('../features/auth/SignInMarkup.tsx', import.meta.url));
const SLOT = '<!--signin-markup-->';

async function renderMarkup(): Promise<string> {
  const { tsImport } = await import('tsx/esm/api');
  const mod = (await tsImport(pathToFileURL(MARKUP).href, import.meta.url)) as {
    renderSignInMarkup: () => string;
  };
  return mod.renderSignInMarkup();
}

export function signInPage(): Plugin {
  return {
    name: 'boutique-signin-page',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        if (req.url && /^\/auth\/signin(?:[?#]|$)/.test(req.url))
          req.url = `/auth/signin.html${req.url.slice('/auth/signin'.length)}`;
        next();
      });
    },
    transformIndexHtml: {
      order: 'pre',
      async handler(html, ctx) {
        if (!html.includes(SLOT)) return html;
        void ctx;
        return html.replace(SLOT, await renderMarkup());
      },
    },
  };
}
