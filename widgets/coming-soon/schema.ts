// Props of the coming-soon banner: where its dismissal is saved (the current user's REST URL) and the
// REST nonce, both printed on the dismiss link. Checked by hand, not with zod, so the banner's chunk
// stays small; the REST client is loaded only when the manager dismisses it.
import type { PropsIssue, PropsSchema } from '@/runtime';

export interface ComingSoonProps {
  /** `…/wp-json/wp/v2/users/<id>`, same origin as the page. */
  readonly restUrl: string;
  /** A `wp_rest` nonce. */
  readonly restNonce: string;
}

function checkRestUrl(value: unknown): string | PropsIssue {
  const path = ['restUrl'];
  if (typeof value !== 'string' || !value) return { path, message: 'the dismiss link needs data-rest-url' };
  let url: URL;
  try {
    url = new URL(value, location.href);
  } catch {
    return { path, message: `data-rest-url is not a URL (${JSON.stringify(value)})` };
  }
  // The nonce authenticates the manager: it must never be sent to another site.
  if (url.origin !== location.origin) return { path, message: `data-rest-url must be on this site (${url.origin} is not ${location.origin})` };
  return url.href;
}

export const propsSchema: PropsSchema<ComingSoonProps> = {
  safeParse(raw) {
    const { restUrl, restNonce } = (raw ?? {}) as { restUrl?: unknown; restNonce?: unknown };
    const issues: PropsIssue[] = [];
    const url = checkRestUrl(restUrl);
    if (typeof url !== 'string') issues.push(url);
    if (typeof restNonce !== 'string' || !/^\w+$/.test(restNonce)) issues.push({ path: ['restNonce'], message: 'the dismiss link needs data-rest-nonce (a wp_rest nonce)' });
    const unknown = Object.keys((raw ?? {}) as object).filter((key) => key !== 'restUrl' && key !== 'restNonce');
    for (const key of unknown) issues.push({ path: [key], message: 'unknown prop' });
    if (issues.length || typeof url !== 'string') return { success: false, error: { issues } };
    return { success: true, data: { restUrl: url, restNonce: restNonce as string } };
  },
};

/** `#coming-soon-footer-banner > a.coming-soon-footer-banner-dismiss[data-rest-url][data-rest-nonce]`. */
export function readProps(banner: HTMLElement): unknown {
  const link = banner.querySelector('a.coming-soon-footer-banner-dismiss');
  return { restUrl: link?.getAttribute('data-rest-url') ?? undefined, restNonce: link?.getAttribute('data-rest-nonce') ?? undefined };
}
