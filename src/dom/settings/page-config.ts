// Our own page config: `<script type="application/json" id="shop-islands-config">` printed by the plugin.
import * as z from 'zod/mini';
import { type FieldSchemas, LOG_PREFIX, memo, readFields, reportOnce } from './read-global';

/** The id of the `<script type="application/json">` the plugin prints with our own settings. */
const PAGE_CONFIG_ID = 'shop-islands-config';

export interface PageConfig {
  /** Query params added to REST URLs that contain the key, e.g. `{ 'woo-variation-swatches': { lang: 'fr' } }`. */
  readonly restExtraParams: Readonly<Record<string, Readonly<Record<string, string>>>>;
  /**
   * The arguments of `wvs-selected-item` / `wvs-unselected-item`: Variation Swatches 2.1 passed
   * `[value, $select, $form]`, 2.2 passes `[attribute_name, value, $select, $form]`.
   */
  readonly swatchesEventArgs: '2.1' | '2.2';
}

const PAGE_CONFIG_FIELDS: FieldSchemas<PageConfig> = {
  restExtraParams: z.record(z.string(), z.record(z.string(), z.string())),
  swatchesEventArgs: z.enum(['2.1', '2.2']),
};
const PAGE_CONFIG_DEFAULTS: PageConfig = { restExtraParams: {}, swatchesEventArgs: '2.2' };

/** `<script type="application/json" id="shop-islands-config">`; a missing script means all defaults. */
export const readPageConfig = memo((): PageConfig => {
  const source = document.getElementById(PAGE_CONFIG_ID)?.textContent;
  if (source === undefined || source === null) return { ...PAGE_CONFIG_DEFAULTS };
  let raw: unknown;
  try {
    raw = JSON.parse(source);
  } catch (error) {
    reportOnce(PAGE_CONFIG_ID, () => console.error(`${LOG_PREFIX} #${PAGE_CONFIG_ID} is not valid JSON (${(error as Error).message}); using defaults`));
    return { ...PAGE_CONFIG_DEFAULTS };
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    reportOnce(PAGE_CONFIG_ID, () => console.error(`${LOG_PREFIX} #${PAGE_CONFIG_ID} must hold a JSON object; using defaults`));
    return { ...PAGE_CONFIG_DEFAULTS };
  }
  return readFields(raw, PAGE_CONFIG_FIELDS, PAGE_CONFIG_DEFAULTS, (key) => `#${PAGE_CONFIG_ID} field ${key}`);
});
