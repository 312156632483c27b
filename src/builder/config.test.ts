// Elementor's configuration global read field by field, with Elementor's defaults and one message per fault.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readBuilderConfig, resetBuilderConfig } from './config';

/** The shape of the captured page's `elementorFrontendConfig` (Elementor 3.33.4), trimmed to what is read. */
const printed = {
  environmentMode: { edit: false, wpPreview: false, isScriptDebug: false },
  is_rtl: false,
  responsive: {
    breakpoints: {
      mobile: { label: 'Mobile Portrait', value: 767, default_value: 767, direction: 'max', is_enabled: true },
      mobile_extra: { label: 'Mobile Landscape', value: 880, default_value: 880, direction: 'max', is_enabled: false },
      tablet: { label: 'Tablet Portrait', value: 1024, default_value: 1024, direction: 'max', is_enabled: true },
      tablet_extra: { label: 'Tablet Landscape', value: 1200, default_value: 1200, direction: 'max', is_enabled: false },
      laptop: { label: 'Laptop', value: 1366, default_value: 1366, direction: 'max', is_enabled: false },
      widescreen: { label: 'Widescreen', value: 2400, default_value: 2400, direction: 'min', is_enabled: false },
    },
    hasCustomBreakpoints: false,
  },
  version: '3.33.4',
  is_static: false,
  urls: { assets: 'https://shop.test/wp-content/plugins/elementor/assets/', ajaxurl: 'https://shop.test/wp-admin/admin-ajax.php', uploadUrl: 'https://shop.test/wp-content/uploads' },
  settings: { page: [], editorPreferences: [] },
  kit: { active_breakpoints: ['viewport_mobile', 'viewport_tablet'], global_image_lightbox: 'yes' },
  post: { id: 85, title: 'Builder%20demo' },
};

afterEach(() => {
  vi.unstubAllGlobals();
  resetBuilderConfig();
});

describe('readBuilderConfig', () => {
  it("reads the printed configuration: modes, breakpoints, urls, kit and page settings", () => {
    vi.stubGlobal('elementorFrontendConfig', printed);
    const config = readBuilderConfig();
    expect(config).toMatchObject({ isEditMode: false, isPreviewMode: false, isStatic: false, version: '3.33.4', kit: { global_image_lightbox: 'yes' }, page: {} });
    expect(config.urls.ajaxurl).toBe('https://shop.test/wp-admin/admin-ajax.php');
    expect(config.breakpoints.mobile).toEqual({ value: 767, direction: 'max', isEnabled: true });
    expect(config.breakpoints.laptop).toEqual({ value: 1366, direction: 'max', isEnabled: false });
    expect(config.breakpoints.widescreen).toEqual({ value: 2400, direction: 'min', isEnabled: false });
    // What other plugins read and the bundle does not (post, is_rtl) stays reachable as printed.
    expect(config.raw.post).toEqual({ id: 85, title: 'Builder%20demo' });
  });

  it('knows the editor preview, where the bundle stays out of the way', () => {
    vi.stubGlobal('elementorFrontendConfig', { ...printed, environmentMode: { edit: true, wpPreview: false } });
    expect(readBuilderConfig().isEditMode).toBe(true);
  });

  it("takes a shop's custom breakpoints, and Elementor's default for one printed broken, saying which", () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal('elementorFrontendConfig', { responsive: { breakpoints: { mobile: { value: 600, direction: 'max', is_enabled: true }, tablet: { value: 'wide' } } } });
    const { breakpoints } = readBuilderConfig();
    expect(breakpoints.mobile?.value).toBe(600);
    expect(breakpoints.tablet?.value).toBe(1024);
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('elementorFrontendConfig.responsive.breakpoints.tablet is invalid ({"value":"wide"}); using Elementor\'s default'));
  });

  it('uses defaults with one warning when the global is missing, and one error when it is not an object', () => {
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    readBuilderConfig();
    readBuilderConfig();
    expect(warned).toHaveBeenCalledTimes(1);
    expect(warned.mock.calls[0]?.[0]).toBe("[shop-islands] window.elementorFrontendConfig is missing; using Elementor's defaults (breakpoints 767 / 1024 px)");
    resetBuilderConfig();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal('elementorFrontendConfig', 'oops');
    expect(readBuilderConfig()).toMatchObject({ isEditMode: false, breakpoints: { tablet: { value: 1024 } } });
    expect(logged).toHaveBeenCalledWith("[shop-islands] window.elementorFrontendConfig must be an object, got string; using Elementor's defaults");
  });

  it('names a malformed field and keeps the default for it alone', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal('elementorFrontendConfig', { ...printed, environmentMode: { edit: 'yes' }, kit: [1] });
    const config = readBuilderConfig();
    expect(config.isEditMode).toBe(false);
    expect(config.kit).toEqual({});
    expect(config.version).toBe('3.33.4');
    expect(logged.mock.calls.map(([message]) => message)).toEqual([
      '[shop-islands] elementorFrontendConfig.environmentMode.edit is invalid ("yes"); using false',
      '[shop-islands] elementorFrontendConfig.kit is invalid ([1]); using {}',
    ]);
  });
});
