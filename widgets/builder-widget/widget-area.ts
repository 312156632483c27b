// ElementsKit's widget areas loaded by ajax (W22): a tab or accordion widget marked `ekit-template-ajax--yes`
// prints each panel's template as an empty `[data-ajax-post-id]` container; when the panel is shown, its content
// is fetched once — POST admin-ajax `action=ekit_widgetarea_content`, `nonce` (`ekit_config.nonce`), `post_id` —
// and inserted (`is--loaded`), as ElementsKit_Helper.ajaxLoading did. The inserted builder elements then run their
// ready actions (the page-builder runtime sees them arrive) and the bootstrap starts their islands. A failure is
// not shown to the shopper (as the spec says): one console error, and the next showing tries again.
import { BuilderRequestError, postBuilderForm } from '@/builder';

export const LOADED_CLASS = 'is--loaded';

let hasReportedConfig = false;

/** `ekit_config` {ajaxurl, nonce}, which ElementsKit localizes on its core script; missing → one console error. */
function readConfig(): { url: URL; nonce: string } | undefined {
  const config = (window as { ekit_config?: { ajaxurl?: unknown; nonce?: unknown } }).ekit_config;
  try {
    if (typeof config?.ajaxurl === 'string' && typeof config.nonce === 'string') return { url: new URL(config.ajaxurl, location.href), nonce: config.nonce };
  } catch {
    // reported below
  }
  if (!hasReportedConfig) {
    hasReportedConfig = true;
    console.error(`[shop-islands] builder-widget: window.ekit_config ${config ? 'has no valid ajaxurl and nonce' : 'is missing'}; widget areas loaded by ajax stay empty`);
  }
  return undefined;
}

const loading = new WeakSet<Element>();

/** Loads the widget area in `panel` (a tab or accordion panel of `widget`) once, if the widget loads them by ajax. */
export async function loadWidgetArea(widget: Element, panel: Element | undefined): Promise<void> {
  if (!panel || !widget.classList.contains('ekit-template-ajax--yes')) return;
  const area = panel.querySelector<HTMLElement>(`[data-ajax-post-id]:not(.${LOADED_CLASS})`);
  if (!area || loading.has(area)) return;
  const config = readConfig();
  if (!config) return;
  loading.add(area);
  area.setAttribute('aria-busy', 'true');
  try {
    const html = await postBuilderForm(config.url, { action: 'ekit_widgetarea_content', nonce: config.nonce, post_id: area.dataset.ajaxPostId ?? '' }, 'ekit_widgetarea_content');
    area.classList.add(LOADED_CLASS);
    area.innerHTML = html;
  } catch (error) {
    console.error(`[shop-islands] builder-widget: the widget area ${area.dataset.ajaxPostId} could not be loaded — ${error instanceof BuilderRequestError ? error.detail : String(error)}`);
  } finally {
    loading.delete(area);
    area.removeAttribute('aria-busy');
  }
}
