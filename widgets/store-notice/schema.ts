// Props of the store notice: the id WooCommerce derives from the notice text (md5), which names the
// cookie that keeps a dismissed notice hidden. Checked by hand, not with zod: the store notice shows on
// every page, and one attribute does not justify downloading a schema library there.
import type { PropsSchema } from '@/runtime';

export interface StoreNoticeProps {
  readonly noticeId: string;
}

/** Cookie names allow no spaces, separators or control characters; WooCommerce's ids are hex. */
const NOTICE_ID = /^[\w-]*$/;

export const propsSchema: PropsSchema<StoreNoticeProps> = {
  safeParse(raw) {
    const noticeId = (raw as { noticeId?: unknown } | null)?.noticeId ?? '';
    if (typeof noticeId === 'string' && NOTICE_ID.test(noticeId)) return { success: true, data: { noticeId } };
    return {
      success: false,
      error: { issues: [{ path: ['noticeId'], message: `data-notice-id must be letters, digits, "-" or "_" (it names a cookie), got ${JSON.stringify(noticeId)}` }] },
    };
  },
};

/** `p.woocommerce-store-notice[data-notice-id]`; a notice without the attribute uses the cookie `store_notice`, as woocommerce.js did. */
export function readProps(notice: HTMLElement): unknown {
  return { noticeId: notice.getAttribute('data-notice-id') ?? '' };
}
