// Elementor's page configuration, `window.elementorFrontendConfig` (printed by includes/frontend.php as typed
// JSON), read field by field: a missing or malformed field takes Elementor's own default and says so once.
// Read by hand, not with zod: the page-builder runtime runs at load on every builder page, and a schema
// library for six fields would be most of its weight.

/** One responsive breakpoint as Elementor prints it (`responsive.breakpoints.<device>`). */
export interface Breakpoint {
  /** The width in px: `max-width` for the devices below desktop, `min-width` for widescreen. */
  readonly value: number;
  readonly direction: 'max' | 'min';
  readonly isEnabled: boolean;
}

export interface BuilderConfig {
  /** The editor's preview (`environmentMode.edit`): the editor runs its own scripts there, the bundle stays out. */
  readonly isEditMode: boolean;
  /** WordPress's preview of a draft (`environmentMode.wpPreview`). */
  readonly isPreviewMode: boolean;
  /** Elementor's devices by name (mobile, mobile_extra, tablet, tablet_extra, laptop, widescreen). */
  readonly breakpoints: Readonly<Record<string, Breakpoint>>;
  /** `is_static`: a static export, where Elementor runs no element handlers. */
  readonly isStatic: boolean;
  readonly urls: { readonly assets: string; readonly ajaxurl: string; readonly uploadUrl: string };
  /** The kit's front-end settings (lightbox and others), as printed. */
  readonly kit: Readonly<Record<string, unknown>>;
  /** The page's front-end settings, as printed. */
  readonly page: Readonly<Record<string, unknown>>;
  readonly version: string;
  /** The object as printed, for `elementorFrontend.config` (other plugins read fields this does not). */
  readonly raw: Readonly<Record<string, unknown>>;
}

/** Elementor's default devices (core/breakpoints/manager.php), used when the page prints none. */
export const DEFAULT_BREAKPOINTS: Readonly<Record<string, Breakpoint>> = {
  mobile: { value: 767, direction: 'max', isEnabled: true },
  mobile_extra: { value: 880, direction: 'max', isEnabled: false },
  tablet: { value: 1024, direction: 'max', isEnabled: true },
  tablet_extra: { value: 1200, direction: 'max', isEnabled: false },
  laptop: { value: 1366, direction: 'max', isEnabled: false },
  widescreen: { value: 2400, direction: 'min', isEnabled: false },
};

const LOG_PREFIX = '[shop-islands]';
const reported = new Set<string>();
/** One console message per problem and page (the config is read by every builder widget). */
function reportOnce(message: string, level: 'warn' | 'error' = 'error'): void {
  if (reported.has(message)) return;
  reported.add(message);
  console[level](`${LOG_PREFIX} ${message}`);
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** `raw[key]` when it passes `check`; else the default, with one console error naming the field (not for a missing one). */
function field<T>(raw: Record<string, unknown>, path: string, check: (value: unknown) => value is T, fallback: T): T {
  const value = path.split('.').reduce<unknown>((object, key) => (isObject(object) ? object[key] : undefined), raw);
  if (value === undefined) return fallback;
  if (check(value)) return value;
  reportOnce(`elementorFrontendConfig.${path} is invalid (${JSON.stringify(value)}); using ${JSON.stringify(fallback)}`);
  return fallback;
}

const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';
const isString = (value: unknown): value is string => typeof value === 'string';

function readBreakpoints(raw: Record<string, unknown>): Record<string, Breakpoint> {
  const printed = field(raw, 'responsive.breakpoints', isObject, {});
  const breakpoints: Record<string, Breakpoint> = { ...DEFAULT_BREAKPOINTS };
  for (const [device, value] of Object.entries(printed)) {
    const width = isObject(value) ? Number(value.value) : NaN;
    if (!isObject(value) || !Number.isFinite(width) || width <= 0) {
      reportOnce(`elementorFrontendConfig.responsive.breakpoints.${device} is invalid (${JSON.stringify(value)}); ${device in DEFAULT_BREAKPOINTS ? "using Elementor's default" : 'left out'}`);
      continue;
    }
    breakpoints[device] = { value: width, direction: value.direction === 'min' ? 'min' : 'max', isEnabled: value.is_enabled === true || value.is_enabled === 'yes' };
  }
  return breakpoints;
}

let cached: BuilderConfig | undefined;

/** The page's Elementor configuration (read once; `resetBuilderConfig` forgets it, for tests). */
export function readBuilderConfig(): BuilderConfig {
  if (cached) return cached;
  const printed: unknown = (window as { elementorFrontendConfig?: unknown }).elementorFrontendConfig;
  if (printed !== undefined && !isObject(printed)) reportOnce(`window.elementorFrontendConfig must be an object, got ${typeof printed}; using Elementor's defaults`);
  else if (printed === undefined) reportOnce("window.elementorFrontendConfig is missing; using Elementor's defaults (breakpoints 767 / 1024 px)", 'warn');
  const raw = isObject(printed) ? printed : {};
  cached = {
    isEditMode: field(raw, 'environmentMode.edit', isBoolean, false),
    isPreviewMode: field(raw, 'environmentMode.wpPreview', isBoolean, false),
    breakpoints: readBreakpoints(raw),
    isStatic: field(raw, 'is_static', isBoolean, false),
    urls: {
      assets: field(raw, 'urls.assets', isString, ''),
      ajaxurl: field(raw, 'urls.ajaxurl', isString, '/wp-admin/admin-ajax.php'),
      uploadUrl: field(raw, 'urls.uploadUrl', isString, ''),
    },
    kit: field(raw, 'kit', isObject, {}),
    // Elementor prints `settings.page` as [] when the page has none (a PHP empty array).
    page: { ...field(raw, 'settings.page', (value): value is Record<string, unknown> => isObject(value) || (Array.isArray(value) && !value.length), {}) },
    version: field(raw, 'version', isString, ''),
    raw,
  };
  return cached;
}

export function resetBuilderConfig(): void {
  cached = undefined;
  reported.clear();
}
