// page-builder: window.elementorFrontend and its init event for addons, element_ready actions, entrance animations.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectInvalidProps, flushIslands, loadMarkup, startMounts, touchMountPoints } from '../../fixtures/test-utils';
import type { BuilderFrontend } from '@/builder';

const element = (id: string): HTMLElement => document.querySelector(`[data-id="${id}"]`)!;
const frontend = (): BuilderFrontend => window.elementorFrontend as BuilderFrontend;
/** Lets the one-element-per-task ready actions run. */
const settle = async (): Promise<void> => {
  await flushIslands();
  await vi.waitFor(async () => {
    await new Promise((resolve) => setTimeout(resolve, 5));
  });
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** An addon, as written against Elementor: it registers its handlers when `elementor/frontend/init` fires. */
function addon(): string[] {
  const calls: string[] = [];
  addEventListener('elementor/frontend/init', () => {
    frontend().hooks.addAction('frontend/element_ready/global', (scope: Element) => calls.push(`global ${scope.getAttribute('data-id')}`));
    frontend().hooks.addAction('frontend/element_ready/heading.default', (scope: Element, $: unknown) => calls.push(`heading ${scope.getAttribute('data-id')} ${String($)}`));
    frontend().hooks.addAction('frontend/element_ready/container', (scope: Element) => calls.push(`container ${scope.getAttribute('data-id')}`));
  }, { once: true });
  return calls;
}

describe('page-builder: what addons hook into', () => {
  it('publishes elementorFrontend, fires elementor/frontend/init once, and runs every element\'s ready actions in page order', async () => {
    const calls = addon();
    const inits: Event[] = [];
    addEventListener('elementor/frontend/init', (event) => inits.push(event));
    loadMarkup('page-builder/ok.html');
    startMounts();
    await settle();
    expect(inits).toHaveLength(1);
    expect(frontend().isShopIslands).toBe(true);
    // The template nested in the page is a document of its own: its heading (g1) is run once, by it.
    expect(calls.filter((call) => call.startsWith('global'))).toEqual(['global f1', 'global f2', 'global f3', 'global f4', 'global f5', 'global f6', 'global f7', 'global f8', 'global g1']);
    expect(calls).toContain('heading f2 undefined');
    expect(calls).toContain('container f6');
    expect(calls.filter((call) => call === 'heading g1 undefined')).toHaveLength(1);
  });

  it('passes a jQuery $scope and jQuery when the page has jQuery', async () => {
    const wrapped: unknown[] = [];
    const jQuery = Object.assign((element: Element) => ({ 0: element, jquery: '3.7.1' }), { fn: {} });
    vi.stubGlobal('jQuery', jQuery);
    addEventListener('elementor/frontend/init', () => frontend().hooks.addAction('frontend/element_ready/heading.default', (...args: unknown[]) => wrapped.push(args)), { once: true });
    loadMarkup('page-builder/ok.html');
    startMounts();
    await settle();
    expect(wrapped[0]).toEqual([{ 0: element('f2'), jquery: '3.7.1' }, jQuery]);
  });

  it("runs a builder widget's actions once its widget has started, not before", async () => {
    const ready: string[] = [];
    addEventListener('elementor/frontend/init', () => frontend().hooks.addAction('frontend/element_ready/accordion.default', (scope: Element) => ready.push(scope.getAttribute('data-island-state') ?? '')), { once: true });
    loadMarkup('builder-widget/ok.html');
    startMounts();
    await settle();
    expect(ready).toEqual([]);
    touchMountPoints();
    await settle();
    // Run by the widget as it starts (the runtime marks it mounted right after).
    expect(ready).toHaveLength(1);
  });

  it('gives elements inserted later (a widget area loaded by ajax) the same', async () => {
    const calls = addon();
    loadMarkup('page-builder/ok.html');
    startMounts();
    await settle();
    element('f1').querySelector('.e-con-inner')!.insertAdjacentHTML('beforeend', '<div class="elementor-element elementor-element-z9 elementor-invisible elementor-widget elementor-widget-heading" data-id="z9" data-element_type="widget" data-settings="{&quot;_animation&quot;:&quot;none&quot;}" data-widget_type="heading.default"><h2>Loaded later</h2></div>');
    await settle();
    expect(calls).toContain('heading z9 undefined');
    expect(element('z9')).not.toHaveClass('elementor-invisible');
  });

  it("runs an element's actions once when an addon inserts it and runs them itself (a mega menu's content)", async () => {
    const calls = addon();
    loadMarkup('page-builder/ok.html');
    startMounts();
    await settle();
    element('f1').insertAdjacentHTML('afterend', '<div class="elementor-element elementor-element-z8 elementor-widget elementor-widget-heading" data-id="z8" data-element_type="widget" data-widget_type="heading.default"><h2>Mega menu</h2></div>');
    frontend().elementsHandler.runReadyTrigger(element('z8'));
    await settle();
    expect(calls.filter((call) => call === 'heading z8 undefined')).toHaveLength(1);
  });

  it('exposes the devices, settings and storage of Elementor\'s API', async () => {
    vi.stubGlobal('elementorFrontendConfig', { environmentMode: { edit: false }, kit: { global_image_lightbox: 'yes' } });
    loadMarkup('page-builder/ok.html');
    startMounts();
    await settle();
    expect(frontend().getKitSettings('global_image_lightbox')).toBe('yes');
    expect(frontend().getDeviceSetting('mobile', { columns: '4', columns_tablet: '2' }, 'columns')).toBe('2');
    expect(['desktop', 'tablet', 'mobile']).toContain(frontend().getCurrentDeviceMode());
    expect(frontend().isEditMode()).toBe(false);
    frontend().storage.set('popup_1_times', 1);
    expect(JSON.parse(localStorage.getItem('elementor')!)).toMatchObject({ popup_1_times: 1 });
    expect(() => frontend().templates.register({ key: '', title: 'x' })).toThrow('Template type must have key and title');
  });
});

describe('page-builder: entrance animations', () => {
  it('plays each animation once in view after its delay; none, and no animation on the device, show at once', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({ matches: query.includes('max-width: 767px'), media: query }) as MediaQueryList);
    loadMarkup('page-builder/ok.html');
    startMounts();
    await flushIslands();
    // No delay: at once (container f6, slideInLeft); the mobile variant of f5 (fadeIn, not zoomIn).
    await vi.waitFor(() => expect(element('f6')).toHaveClass('animated', 'slideInLeft'));
    expect(element('f5')).toHaveClass('animated', 'fadeIn');
    expect(element('f5')).not.toHaveClass('zoomIn');
    expect(element('f4')).not.toHaveClass('elementor-invisible');
    expect(element('f4')).not.toHaveClass('animated');
    // 200 ms delay.
    expect(element('f3')).toHaveClass('elementor-invisible');
    await vi.waitFor(() => expect(element('f3')).toHaveClass('animated', 'fadeInUp'));
    expect(element('f3')).not.toHaveClass('elementor-invisible');
  });

  it('shows an element whose delay had not run out when its document left the page', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    loadMarkup('page-builder/ok.html');
    const runtime = startMounts();
    await vi.advanceTimersByTimeAsync(50);
    await vi.waitFor(() => expect(element('f1').closest('.elementor')).toHaveAttribute('data-island-state', 'mounted'));
    // f3 waits 200 ms before it plays.
    expect(element('f3')).toHaveClass('elementor-invisible');
    runtime.unmount();
    expect(element('f3')).not.toHaveClass('elementor-invisible');
  });

  it('shows every element at once, without animating, when the shopper prefers reduced motion', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({ matches: query === '(prefers-reduced-motion: reduce)', media: query }) as MediaQueryList);
    loadMarkup('page-builder/ok.html');
    startMounts();
    await flushIslands();
    expect(document.querySelectorAll('.elementor-invisible')).toHaveLength(0);
    expect(document.querySelectorAll('.animated')).toHaveLength(0);
  });

  it('plays a section of the older markup (section > column > widget)', async () => {
    loadMarkup('page-builder/props-missing.html');
    startMounts();
    await flushIslands();
    await vi.waitFor(() => expect(element('h1')).toHaveClass('animated', 'fadeIn'));
  });

  it('shows an element whose settings are broken, naming it', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    loadMarkup('page-builder/ok.html');
    element('f3').setAttribute('data-settings', '{"_animation":');
    startMounts();
    await flushIslands();
    expect(element('f3')).not.toHaveClass('elementor-invisible');
    expect(logged).toHaveBeenCalledWith(expect.stringMatching(/^\[shop-islands\] page-builder: element f3 has data-settings is not valid JSON/), element('f3'));
  });

  it.each([
    ['props-corrupted', 'k1'],
    ['props-invalid', 'k2'],
  ])('never leaves an element invisible when its document cannot start (%s)', async (fixture, id) => {
    await expectInvalidProps('page-builder', fixture);
    expect(element(id)).not.toHaveClass('elementor-invisible');
  });
});

describe('page-builder: theme_template_id (W21)', () => {
  it('scrolls the document of that id smoothly to the middle of the view, and no other', async () => {
    history.replaceState(null, '', '/shop/?theme_template_id=122');
    const scrolled: [string | undefined, ScrollIntoViewOptions | boolean | undefined][] = [];
    vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element, options) {
      scrolled.push([(this as HTMLElement).dataset.elementorId, options]);
    });
    loadMarkup('page-builder/sticky.html');
    document.body.insertAdjacentHTML('afterbegin', '<div class="elementor elementor-99" data-elementor-type="wp-post" data-elementor-id="99"></div>');
    startMounts();
    await settle();
    expect(scrolled).toEqual([['122', { block: 'center', behavior: 'smooth' }]]);
    history.replaceState(null, '', '/');
  });
});

describe('page-builder: where it stays out', () => {
  it("does nothing in the editor's preview", async () => {
    vi.stubGlobal('elementorFrontendConfig', { environmentMode: { edit: true } });
    loadMarkup('page-builder/ok.html');
    startMounts();
    await flushIslands();
    expect(window.elementorFrontend).toBeUndefined();
    expect(element('f3')).toHaveClass('elementor-invisible');
  });

  it("leaves the page to Elementor's own frontend.js when a plugin kept it", async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const legacy = { hooks: {} };
    vi.stubGlobal('elementorFrontend', legacy);
    loadMarkup('page-builder/ok.html');
    startMounts();
    await flushIslands();
    expect(window.elementorFrontend).toBe(legacy);
    expect(info).toHaveBeenCalledWith("[shop-islands] page-builder: Elementor's own frontend.js is on this page, so its widgets are left to it");
  });
});
