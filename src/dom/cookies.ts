// The cookies our widgets set for the legacy plugins' features (store notice, trust badge): the same
// names and values the legacy scripts wrote, with path / and, unlike them, SameSite=Lax and Secure on https.
import Cookies from 'js-cookie';

/** WordPress cookies live on the whole site. */
export const COOKIE_PATH = '/';

/** The cookie's value, or undefined when it is not set. */
export function readCookie(name: string): string | undefined {
  return Cookies.get(name);
}

/**
 * Sets a cookie on path `/`; a session cookie unless `days` is given.
 * @example writeCookie('store_notice' + id, 'hidden');
 */
export function writeCookie(name: string, value: string, options: { readonly days?: number } = {}): void {
  Cookies.set(name, value, {
    path: COOKIE_PATH,
    sameSite: 'Lax',
    secure: location.protocol === 'https:',
    ...(options.days ? { expires: options.days } : {}),
  });
}
