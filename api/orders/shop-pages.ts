import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppEnv } from '../context';
import { SHOP_ANSWER_CSP } from '../http/security-headers';
import { storefrontPaths } from '#shared/paths';

/**
 * The HTML answers of the shopper's forms when they are posted without JavaScript (a plain HTML form, before the
 * island hydrates or on a phone with scripts off): a confirmation, a refusal, an order's status. Plain HTML, no
 * script at all (their policy allows none), every value escaped. With JavaScript the islands get JSON instead.
 */

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch as '&'] as string,
  );

/** A tagged template that escapes every interpolated value unless it is already built HTML. */
class Html {
  constructor(readonly text: string) {}
}
export function html(strings: TemplateStringsArray, ...values: unknown[]): Html {
  let out = strings[0] ?? '';
  values.forEach((v, i) => {
    const part = Array.isArray(v) ? v.map(render).join('') : render(v);
    out += part + (strings[i + 1] ?? '');
  });
  return new Html(out);
}
const render = (v: unknown): string =>
  v instanceof Html ? v.text : v == null || v === false ? '' : escapeHtml(String(v));

/** True when the request is a browser's own form submission (no island): it wants a page, not JSON. */
export function isPlainFormPost(c: Context<AppEnv>): boolean {
  const type = c.req.header('content-type') ?? '';
  const isForm = type.includes('application/x-www-form-urlencoded') || type.includes('multipart/form-data');
  return isForm && !c.req.header('x-requested-with') && (c.req.header('accept') ?? '').includes('text/html');
}

const STYLE = `*{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#1b1b1b;background:#fafafa;line-height:1.5}
header{background:#1b1b1b;color:#fff}header a{color:#fff;font-weight:700;text-decoration:none;font-size:1.15rem}
.wrap{max-width:640px;margin:0 auto;padding:14px 16px}main .wrap{padding-top:24px;padding-bottom:40px}
h1{font-size:1.5rem;line-height:1.25;margin:0 0 12px}h2{font-size:1.15rem;margin:24px 0 8px}
.notice{padding:12px;border-radius:8px;margin:12px 0}.ok{background:#e6f4ea;color:#0d5223}.bad{background:#fdecea;color:#8c1d18}
.code{font-size:1.4rem;font-weight:700;letter-spacing:.08em}
.status{display:inline-block;padding:2px 10px;border-radius:999px;background:#1b1b1b;color:#fff;font-weight:700}
ol{padding-left:20px}li{margin:0 0 10px}time{color:#555}
form{display:flex;flex-direction:column;gap:6px;margin:12px 0}label{font-weight:600}
input{font:inherit;padding:10px;border:1px solid #888;border-radius:6px;background:#fff;min-height:44px}
button,.btn{display:inline-block;background:#1b1b1b;color:#fff;border:0;border-radius:8px;padding:12px 18px;font:inherit;font-weight:700;text-decoration:none;cursor:pointer;min-height:44px;text-align:center}
.big{font-size:2rem}.btn.wa{background:#128c3e}.pay{background:#fff8e1;color:#4a3b00}tfoot th{font-weight:600}
table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:6px;border-bottom:1px solid #ddd}
a{color:#1f5f9f}
header .wrap{padding-top:6px;padding-bottom:6px}header a,p>a:only-child{display:inline-flex;align-items:center;min-height:44px}`;

/** One shopper page: the store's name as the header (linking home), the body, and the strict no-script policy. */
export function shopPage(
  c: Context<AppEnv>,
  status: ContentfulStatusCode,
  store: { name: string; slug: string } | null,
  title: string,
  body: Html,
) {
  const head = store
    ? html`<a href="${storefrontPaths.home(store.slug)}">${store.name}</a>`
    : html`<span>Boutique</span>`;
  const page = html`<!doctype html>
    <html lang="fr">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>${title}</title>
        <style>
          ${new Html(STYLE)}
        </style>
      </head>
      <body>
        <header><div class="wrap">${head}</div></header>
        <main><div class="wrap">${body}</div></main>
      </body>
    </html>`;
  c.header('Content-Security-Policy', SHOP_ANSWER_CSP);
  c.header('Cache-Control', 'no-store');
  return c.html(page.text, status);
}

/** The follow form (code and phone), posted to the API's follow page. */
export function followForm(slug: string, code = '') {
  return html`<form method="post" action="/api/shop/${slug}/suivi">
    <label for="f-code">Numéro de commande</label
    ><input id="f-code" name="code" value="${code}" autocomplete="off" autocapitalize="characters" required />
    <label for="f-phone">Téléphone utilisé pour la commande</label
    ><input id="f-phone" name="phone" type="tel" autocomplete="tel" required />
    <button type="submit">Suivre ma commande</button>
  </form>`;
}
