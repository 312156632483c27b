// `npm run try -- https://shop.example`: the shop, served on 127.0.0.1 with its legacy scripts swapped for
// this build as the WordPress plugin would (swap-scripts.ts). The shop's own links, redirects, cookies and
// ajax URLs are rewritten to the proxy, so a whole visit (add to cart, reviews, variations, the cart page)
// stays on it; text answers are compressed as a real host would. `legacy: true` serves the shop untouched,
// for a side-by-side look.
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import express, { type Request, type Response } from 'express';
import { swapLegacyScripts } from './swap-scripts';

export interface TryProxyOptions {
  /** The shop's address, e.g. https://shop.example (a path is ignored). */
  readonly target: string;
  readonly port?: number;
  /** Serve the shop untouched (no swap), still on the proxy. */
  readonly legacy?: boolean;
  /** The build to serve (default: this repository's dist/). */
  readonly dist?: string;
}

export interface TryProxy {
  readonly url: string;
  close(): Promise<void>;
}

/** Where the plugin puts the build on a shop, and so where pages load it from. */
const PLUGIN_DIST = '/wp-content/plugins/shop-islands/dist';
/** Headers that belong to one connection, or that the proxy sets itself. */
const DROPPED_REQUEST_HEADERS = new Set(['host', 'connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'accept-encoding', 'content-length']);
const DROPPED_RESPONSE_HEADERS = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-encoding', 'content-length', 'set-cookie', 'location', 'strict-transport-security', 'content-security-policy', 'content-security-policy-report-only', 'alt-svc']);
const TEXT = /^(text\/|application\/(?:json|javascript|ld\+json|xml|rss\+xml|atom\+xml)|image\/svg\+xml)/;

/** Rewrites every form of one origin's address in a text (plain, protocol-relative, JSON-escaped) to another. */
export function rewriteOrigin(text: string, from: URL, to: URL): string {
  const host = from.host.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return text.replace(new RegExp(`(https?:)?(\\\\?/\\\\?/)${host}(?![\\w.-])`, 'g'), (_match, scheme: string | undefined, slashes: string) => `${scheme ? `${to.protocol}` : ''}${slashes}${to.host}`);
}

/** A shop's cookie, set for the proxy: no Domain, no Secure (the proxy is http), SameSite=None (which needs Secure) as Lax. */
export function rewriteCookie(cookie: string): string {
  return cookie
    .split(/;\s*/)
    .filter((part) => !/^(domain|secure)(=|$)/i.test(part))
    .map((part) => (/^samesite=none$/i.test(part) ? 'SameSite=Lax' : part))
    .join('; ');
}

function compress(body: Buffer, acceptEncoding: string): { body: Buffer; encoding?: string } {
  if (body.length < 1024) return { body };
  if (/\bbr\b/.test(acceptEncoding)) return { body: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }), encoding: 'br' };
  if (/\bgzip\b/.test(acceptEncoding)) return { body: gzipSync(body), encoding: 'gzip' };
  return { body };
}

export function startTryProxy({ target, port = 0, legacy = false, dist = new URL('../../dist', import.meta.url).pathname }: TryProxyOptions): Promise<TryProxy> {
  const shop = new URL(new URL(target).origin);
  const app = express();
  app.disable('x-powered-by');
  const version = (JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }).version;
  if (!legacy) app.use(PLUGIN_DIST, express.static(dist, { setHeaders: (res) => res.setHeader('Cache-Control', 'no-store') }));
  const criticalCss = legacy ? '' : readFileSync(`${dist}/shop-islands-critical.css`, 'utf8');

  /** Remaining scripts' code, read once per address, to tell which libraries a page still needs. */
  const scriptCode = new Map<string, Promise<string | undefined>>();
  const codeOf = (src: string, page: URL): Promise<string | undefined> => {
    const url = new URL(src, page);
    if (url.origin !== shop.origin) return Promise.resolve(undefined);
    const key = url.href;
    if (!scriptCode.has(key)) scriptCode.set(key, fetch(url).then((response) => (response.ok ? response.text() : undefined), () => undefined));
    return scriptCode.get(key)!;
  };

  app.use(express.raw({ type: () => true, limit: '64mb' }), async (req: Request, res: Response) => {
    const proxy = new URL(`${req.protocol}://${req.get('host')}`);
    const upstream = new URL(req.originalUrl, shop);
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      if (value === undefined || DROPPED_REQUEST_HEADERS.has(name)) continue;
      const joined = Array.isArray(value) ? value.join(', ') : value;
      headers.set(name, name === 'origin' || name === 'referer' ? rewriteOrigin(joined, proxy, shop) : joined);
    }
    const hasBody = !['GET', 'HEAD'].includes(req.method) && Buffer.isBuffer(req.body) && req.body.length > 0;
    let response: globalThis.Response;
    try {
      response = await fetch(upstream, { method: req.method, headers, body: hasBody ? new Uint8Array(req.body as Buffer) : undefined, redirect: 'manual' });
    } catch (error) {
      res.status(502).type('text/plain').send(`npm run try: ${shop.origin} did not answer (${(error as Error).message})`);
      return;
    }
    res.status(response.status);
    response.headers.forEach((value, name) => {
      if (!DROPPED_RESPONSE_HEADERS.has(name)) res.setHeader(name, value);
    });
    for (const cookie of response.headers.getSetCookie()) res.appendHeader('Set-Cookie', rewriteCookie(cookie));
    const location = response.headers.get('location');
    if (location) res.setHeader('Location', rewriteOrigin(new URL(location, upstream).href, shop, proxy));

    const type = response.headers.get('content-type') ?? '';
    let body: Buffer = Buffer.from(await response.arrayBuffer());
    if (TEXT.test(type)) {
      let text = body.toString('utf8');
      if (!legacy && type.startsWith('text/html')) {
        text = await swapLegacyScripts(text, { entrySrc: `${PLUGIN_DIST}/shop-islands.js?ver=${version}`, criticalCss, codeOf: (src) => codeOf(src, upstream) });
      }
      body = Buffer.from(rewriteOrigin(text, shop, proxy), 'utf8');
      const compressed = compress(body, req.get('accept-encoding') ?? '');
      body = compressed.body;
      if (compressed.encoding) res.setHeader('Content-Encoding', compressed.encoding);
      res.setHeader('Vary', 'Accept-Encoding');
    }
    res.send(req.method === 'HEAD' ? undefined : body);
  });

  return new Promise((resolve) => {
    const server = app.listen(port, '127.0.0.1', () => {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
      resolve({ url, close: () => new Promise((done) => server.close(() => done())) });
    });
  });
}
