// The runtime's guarantees: triggers, idempotence, isolation of failures, inserted and removed markup.
import { act } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { collectEvents, flushIslands } from '../../fixtures/test-utils';
import { defineBehaviour, defineIsland } from './define-mount';
import { createRuntime, type Runtime } from './start';
import type * as ChunkMap from './chunk-map';
import type { BehaviourModule, IslandContext, IslandErrorDetail, IslandModule, MountDescriptor, Trigger } from '../contract';

const labelSchema = z.object({ label: z.string().check(z.minLength(1)) });

function behaviour(trigger: Trigger = { on: 'ready' }, extra: Partial<BehaviourModule<{ label: string }>> = {}) {
  const attach = vi.fn((element: HTMLElement, props: { label: string }) => {
    element.dataset.attached = props.label;
    return vi.fn();
  });
  const load = vi.fn(async (): Promise<BehaviourModule<{ label: string }>> => ({ propsSchema: labelSchema, attach, ...extra }));
  return { descriptor: defineBehaviour({ name: 'test-behaviour', selector: '.legacy-thing', trigger, load }), attach, load };
}

function Label({ label, mountPoint }: { label: string } & IslandContext) {
  return <strong data-mount={mountPoint.tagName}>{label}</strong>;
}

function island(module: Partial<IslandModule<{ label: string }>> = {}, trigger: Trigger = { on: 'ready' }) {
  const load = vi.fn(async (): Promise<IslandModule<{ label: string }>> => ({ propsSchema: labelSchema, Component: Label, ...module }));
  return { descriptor: defineIsland({ name: 'test-island', trigger, takeover: 'replace', load }), load };
}

/** A behaviour's attach that records the ids of the links clicked once it is attached. */
function recordClicksById() {
  const clicks: string[] = [];
  const attach = (element: HTMLElement) => {
    element.addEventListener('click', (event) => {
      event.preventDefault();
      clicks.push(element.id);
    });
    return () => undefined;
  };
  return { clicks, attach };
}

/** A behaviour's load whose chunk is held back until `release` is called (what the page does while it is on its way). */
function loadHeldBack(attach: (element: HTMLElement) => () => void) {
  let release: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => (release = resolve));
  const load = vi.fn(async () => {
    await arrived;
    return { propsSchema: z.object({}), attach };
  });
  return { load, release };
}

let runtime: Runtime | undefined;
function start(...registry: MountDescriptor[]): Runtime {
  runtime = createRuntime(registry);
  runtime.scan();
  return runtime;
}

afterEach(() => {
  runtime?.unmount();
  runtime?.stop();
  runtime = undefined;
});

describe('scan and mount', () => {
  it('mounts legacy markup through readProps and explicit data-island markup through data attributes', async () => {
    const { descriptor, attach } = behaviour({ on: 'ready' }, { readProps: (element) => ({ label: element.textContent }) });
    document.body.innerHTML = `
      <p class="legacy-thing">from markup</p>
      <p data-island="test-behaviour" data-label="from data"></p>`;
    start(descriptor);
    await flushIslands();

    expect(attach).toHaveBeenCalledTimes(2);
    const [legacy, explicit] = document.querySelectorAll('p');
    expect(legacy).toHaveAttribute('data-attached', 'from markup');
    expect(explicit).toHaveAttribute('data-attached', 'from data');
    expect(legacy).toHaveAttribute('data-island-state', 'mounted');
  });

  it("skips, with one warning naming it, a widget whose selector this browser cannot read (no :has()); the others still mount", async () => {
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { descriptor, attach } = behaviour({ on: 'ready' }, { readProps: (element) => ({ label: element.textContent }) });
    const unreadable = defineBehaviour({ name: 'test-unreadable', selector: '.legacy-form:has(.x, ', trigger: { on: 'ready' }, load: vi.fn() });
    document.body.innerHTML = '<p class="legacy-thing">still mounts</p><form class="legacy-form"><i class="x"></i></form>';
    start(unreadable, descriptor);
    await flushIslands();
    expect(attach).toHaveBeenCalledTimes(1);
    expect(document.querySelector('p')).toHaveAttribute('data-attached', 'still mounts');
    expect(warned).toHaveBeenCalledTimes(1);
    expect(warned.mock.calls[0]?.[0]).toMatch(/test-unreadable: this browser cannot read the selector/);
  });

  it("leaves the markup to a legacy script still on the page (its handle's script with a src): not scanned, no press held, one console line; data-island still mounts it", async () => {
    const said = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const attach = vi.fn(() => () => undefined);
    const load = vi.fn(async () => ({ propsSchema: z.object({}), attach }));
    const descriptor = defineBehaviour({ name: 'test-legacy', legacy: 'wc-thing', selector: '.legacy-thing', trigger: { on: 'intent' }, load });
    document.body.innerHTML = `
      <a class="legacy-thing" href="#one">legacy markup</a>
      <p data-island="test-legacy">explicit</p>
      <script src="/wp-content/plugins/thing/thing.min.js" id="wc-thing-js" type="text/plain"></script>`;
    let reachedPage = 0;
    document.addEventListener('click', (event) => event.defaultPrevented || reachedPage++);
    start(descriptor);
    await flushIslands();
    const legacyMarkup = document.querySelector<HTMLElement>('.legacy-thing')!;
    expect(legacyMarkup).not.toHaveAttribute('data-island-state');
    legacyMarkup.click();
    // The press went to the page as made (the legacy script's own handler), not held for a chunk.
    expect(reachedPage).toBe(1);
    expect(document.querySelector('[data-island="test-legacy"]')).toHaveAttribute('data-island-state', 'pending');
    expect(said).toHaveBeenCalledTimes(1);
    expect(said.mock.calls[0]?.[0]).toBe('[shop-islands] test-legacy: left to wc-thing, which the page still loads');
  });

  it('leaves the markup to a legacy script an optimiser delays (WP Rocket: the file in data-rocket-src, the id kept)', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const load = vi.fn();
    const descriptor = defineBehaviour({ name: 'test-legacy', legacy: 'wc-thing', selector: '.legacy-thing', trigger: { on: 'ready' }, load });
    document.body.innerHTML = `
      <p class="legacy-thing">legacy markup</p>
      <script type="rocketlazyloadscript" data-rocket-src="/wp-content/plugins/thing/thing.min.js" id="wc-thing-js"></script>`;
    start(descriptor);
    await flushIslands();
    expect(document.querySelector('.legacy-thing')).not.toHaveAttribute('data-island-state');
    expect(load).not.toHaveBeenCalled();
  });

  it("scans the markup when only the legacy script's settings and inline code are printed (the plugin took its file out)", async () => {
    const attach = vi.fn(() => () => undefined);
    const load = vi.fn(async () => ({ propsSchema: z.object({}), attach }));
    const descriptor = defineBehaviour({ name: 'test-legacy', legacy: 'wc-thing', selector: '.legacy-thing', trigger: { on: 'ready' }, load });
    document.body.innerHTML = `
      <p class="legacy-thing">legacy markup</p>
      <script id="wc-thing-js-extra">var wc_thing_params = {};</script>
      <script id="wc-thing-js-after">/* its inline code after */</script>`;
    start(descriptor);
    await flushIslands();
    expect(document.querySelector('.legacy-thing')).toHaveAttribute('data-island-state', 'mounted');
  });

  it('merges the data-island-props JSON over data attributes', async () => {
    const { descriptor } = behaviour();
    document.body.innerHTML = `<div data-island="test-behaviour" data-label="attribute"><script type="application/json" data-island-props>{"label":"json"}</script></div>`;
    start(descriptor);
    await flushIslands();
    expect(document.querySelector('div')).toHaveAttribute('data-attached', 'json');
  });

  it('mounts each element once, however often the page is scanned', async () => {
    const { descriptor, attach, load } = behaviour();
    document.body.innerHTML = `<p data-island="test-behaviour" data-label="once"></p>`;
    const started = start(descriptor);
    started.scan();
    started.scan(document.body);
    await flushIslands();
    started.scan();
    await flushIslands();
    expect(attach).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders a React island with createRoot and gives it its mount point', async () => {
    const { descriptor } = island();
    document.body.innerHTML = `<section data-island="test-island" data-label="Hello"><em>server</em></section>`;
    start(descriptor);
    await flushIslands();
    await vi.waitFor(() => expect(document.querySelector('strong')).toHaveTextContent('Hello'));
    expect(document.querySelector('strong')).toHaveAttribute('data-mount', 'SECTION');
    expect(document.querySelector('em')).toBeNull();
  });

  it("renders an island once what its beforeRender waits for has come (the code a held press needs), and all the same when that fails", async () => {
    const arrivals: { resolve: () => void; reject: (error: Error) => void }[] = [];
    const beforeRender = vi.fn((_mountPoint: HTMLElement) => new Promise<void>((resolve, reject) => arrivals.push({ resolve, reject })));
    document.body.innerHTML = `<section data-island="test-island" data-label="First"></section><section data-island="test-island" data-label="Second"></section>`;
    start(island({ beforeRender }).descriptor);
    await vi.waitFor(() => expect(arrivals).toHaveLength(2));
    const [first, second] = document.querySelectorAll('section');
    expect(beforeRender.mock.calls.map(([mountPoint]) => mountPoint)).toEqual([first, second]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(document.querySelector('strong')).toBeNull();
    expect(first).toHaveAttribute('data-island-state', 'loading');
    arrivals[0]!.resolve();
    await vi.waitFor(() => expect(first?.querySelector('strong')).toHaveTextContent('First'));
    expect(second?.querySelector('strong')).toBeNull();
    const errors = collectEvents('island:error');
    arrivals[1]!.reject(new Error('the code did not come'));
    await vi.waitFor(() => expect(second?.querySelector('strong')).toHaveTextContent('Second'));
    expect(second).toHaveAttribute('data-island-state', 'mounted');
    expect(errors).toEqual([]);
  });

  it('renders an island whose beforeRender has not answered after 1 s (a slow connection): its code then loads on use', async () => {
    const beforeRender = vi.fn(() => new Promise<void>(() => undefined));
    document.body.innerHTML = `<section data-island="test-island" data-label="Hello"></section>`;
    start(island({ beforeRender }).descriptor);
    await vi.waitFor(() => expect(beforeRender).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(document.querySelector('strong')).toBeNull();
    await vi.waitFor(() => expect(document.querySelector('strong')).toHaveTextContent('Hello'), { timeout: 1000 });
  });

  it('an island whose mount point leaves the page while its beforeRender waits never renders, and nothing is reported', async () => {
    let arrive: () => void = () => undefined;
    const beforeRender = vi.fn(() => new Promise<void>((resolve) => (arrive = resolve)));
    document.body.innerHTML = `<main><section data-island="test-island" data-label="Hello"></section></main>`;
    const section = document.querySelector('section')!;
    const errors = collectEvents('island:error', section);
    const rendered = vi.fn();
    const Recorded = (props: { label: string } & IslandContext) => (rendered(), <Label {...props} />);
    start(island({ beforeRender, Component: Recorded }).descriptor);
    await vi.waitFor(() => expect(beforeRender).toHaveBeenCalled());
    section.remove();
    await new Promise((resolve) => setTimeout(resolve, 20));
    arrive();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(rendered).not.toHaveBeenCalled();
    expect(errors).toEqual([]);
  });

  it('ignores an unknown data-island name with a console warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { descriptor, load } = behaviour();
    document.body.innerHTML = `<p data-island="no-such-widget"></p>`;
    start(descriptor);
    await flushIslands();
    expect(load).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('unknown widget "no-such-widget"'), expect.any(HTMLElement));
  });

  it('keeps only the first mount point of a singleton widget', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const attach = vi.fn(() => () => undefined);
    const descriptor = defineBehaviour({
      name: 'only-one',
      trigger: { on: 'ready' },
      singleton: true,
      load: async () => ({ propsSchema: z.object({}), attach }),
    });
    document.body.innerHTML = `<p data-island="only-one"></p><p data-island="only-one"></p>`;
    start(descriptor);
    await flushIslands();
    expect(attach).toHaveBeenCalledTimes(1);
  });

  it('warns about a second explicit singleton mount, not about repeated legacy markup', async () => {
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const attach = vi.fn(() => () => undefined);
    const descriptor = defineBehaviour({
      name: 'only-one',
      selector: '.cart-widget',
      trigger: { on: 'ready' },
      singleton: true,
      load: async () => ({ propsSchema: z.object({}), attach }),
    });
    document.body.innerHTML = `<p class="cart-widget"></p><p class="cart-widget"></p>`;
    start(descriptor);
    await flushIslands();
    expect(attach).toHaveBeenCalledTimes(1);
    expect(warned).not.toHaveBeenCalled();
    document.body.insertAdjacentHTML('beforeend', '<p data-island="only-one"></p>');
    await flushIslands();
    expect(warned).toHaveBeenCalledWith(expect.stringContaining('only-one: extra singleton mount point ignored'), expect.any(HTMLElement));
  });
});

describe('failures stay with their island', () => {
  it('reports invalid props with the widget and the field, and leaves the server markup', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const errors = collectEvents<IslandErrorDetail>('island:error');
    const { descriptor: bad } = behaviour();
    const { descriptor: good } = island();
    document.body.innerHTML = `
      <p data-island="test-behaviour" data-label="">server text</p>
      <section data-island="test-island" data-label="Still works"></section>`;
    start(bad, good);
    await flushIslands();

    const failed = document.querySelector('p');
    expect(failed).toHaveAttribute('data-island-state', 'failed');
    expect(failed).toHaveTextContent('server text');
    expect(errors).toEqual([expect.objectContaining({ widget: 'test-behaviour', reason: 'invalid-props' })]);
    expect(errors[0]?.issues?.[0]?.path).toEqual(['label']);
    expect(error).toHaveBeenCalledWith(expect.stringMatching(/test-behaviour: invalid-props — label: /), failed, expect.anything());
    await vi.waitFor(() => expect(document.querySelector('strong')).toHaveTextContent('Still works'));
  });

  it('reports corrupted data-island-props JSON', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const errors = collectEvents<IslandErrorDetail>('island:error');
    const { descriptor } = behaviour();
    document.body.innerHTML = `<p data-island="test-behaviour"><script type="application/json" data-island-props>{"label": </script>fallback</p>`;
    start(descriptor);
    await flushIslands();
    expect(errors[0]).toMatchObject({ reason: 'invalid-props' });
    expect(String((errors[0]?.error as Error).message)).toContain('data-island-props is not valid JSON');
    expect(document.querySelector('p')).toHaveTextContent('fallback');
  });

  it('does not log when a listener cancels island:error', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    document.addEventListener('island:error', (event) => event.preventDefault(), { once: true });
    const { descriptor } = behaviour();
    document.body.innerHTML = `<p data-island="test-behaviour"></p>`;
    start(descriptor);
    await flushIslands();
    expect(document.querySelector('p')).toHaveAttribute('data-island-state', 'failed');
    expect(error).not.toHaveBeenCalled();
  });

  it('retries a failed chunk import once, then reports import-failed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const errors = collectEvents<IslandErrorDetail>('island:error');
    const load = vi.fn().mockRejectedValue(new TypeError('Failed to fetch dynamically imported module'));
    const descriptor = defineBehaviour({ name: 'flaky', trigger: { on: 'ready' }, load });
    document.body.innerHTML = `<p data-island="flaky">server</p>`;
    start(descriptor);
    await flushIslands();
    expect(load).toHaveBeenCalledTimes(2);
    expect(errors).toEqual([expect.objectContaining({ widget: 'flaky', reason: 'import-failed' })]);
  });

  it('mounts when the retry of a failed import succeeds', async () => {
    const attach = vi.fn(() => () => undefined);
    const load = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('network blip'))
      .mockResolvedValue({ propsSchema: z.object({}), attach });
    document.body.innerHTML = `<p data-island="flaky"></p>`;
    start(defineBehaviour({ name: 'flaky', trigger: { on: 'ready' }, load }));
    await flushIslands();
    expect(attach).toHaveBeenCalledTimes(1);
  });

  it('restores the server markup when an island crashes while rendering', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const errors = collectEvents<IslandErrorDetail>('island:error');
    function Crash(): never {
      throw new Error('boom');
    }
    const { descriptor } = island({ Component: Crash });
    document.body.innerHTML = `<section data-island="test-island" data-label="x"><a href="/cart/">Cart</a></section>`;
    start(descriptor);
    await flushIslands();
    await vi.waitFor(() => expect(errors).toEqual([expect.objectContaining({ reason: 'render-crashed' })]));
    expect(document.querySelector('section')).toHaveAttribute('data-island-state', 'failed');
    expect(document.querySelector('section a')).toHaveAttribute('href', '/cart/');
  });
});

describe('triggers', () => {
  it('loads nothing for an intent mount until the shopper interacts, then replays the click', async () => {
    const clicks: string[] = [];
    const attach = vi.fn((element: HTMLElement) => {
      const onClick = (event: Event): void => {
        event.preventDefault();
        clicks.push('handled by the widget');
      };
      element.addEventListener('click', onClick);
      return () => element.removeEventListener('click', onClick);
    });
    const load = vi.fn(async () => ({ propsSchema: z.object({}), attach }));
    document.body.innerHTML = `<a href="#server" data-island="lazy-link">Add</a>`;
    start(defineBehaviour({ name: 'lazy-link', trigger: { on: 'intent' }, load }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(load).not.toHaveBeenCalled();
    expect(document.querySelector('a')).toHaveAttribute('data-island-state', 'pending');

    document.querySelector('a')?.click();
    await flushIslands();
    await vi.waitFor(() => expect(clicks).toEqual(['handled by the widget']));
    expect(location.hash).not.toBe('#server');
  });

  it('holds and replays a click on an icon inside the button (an SVG shape) as a click on the button', async () => {
    const clicks: string[] = [];
    const attach = vi.fn((element: HTMLElement) => {
      const onClick = (event: Event): void => {
        event.preventDefault();
        clicks.push((event.target as Element).tagName);
      };
      element.addEventListener('click', onClick);
      return () => element.removeEventListener('click', onClick);
    });
    const load = vi.fn(async () => ({ propsSchema: z.object({}), attach }));
    document.body.innerHTML = `<a href="#server-icon" data-island="lazy-icon"><svg><path d="M0 0h1"></path></svg></a>`;
    start(defineBehaviour({ name: 'lazy-icon', trigger: { on: 'intent' }, load }));
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('path')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    await flushIslands();
    await vi.waitFor(() => expect(clicks).toEqual(['A']));
    expect(location.hash).not.toBe('#server-icon');
  });

  it("replays held clicks in the order they were made, even when a later click's widget mounts first", async () => {
    const { clicks, attach } = recordClicksById();
    let releaseFirst: () => void = () => undefined;
    const slowLoad = () => new Promise<BehaviourModule<Record<string, never>>>((resolve) => (releaseFirst = () => resolve({ propsSchema: z.object({}), attach })));
    const fastLoad = async () => ({ propsSchema: z.object({}), attach });
    document.body.innerHTML = `<a href="#a" id="first" data-island="slow-link">A</a><a href="#b" id="second" data-island="fast-link">B</a>`;
    start(defineBehaviour({ name: 'slow-link', trigger: { on: 'intent' }, load: slowLoad }), defineBehaviour({ name: 'fast-link', trigger: { on: 'intent' }, load: fastLoad }));
    document.getElementById('first')?.click();
    document.getElementById('second')?.click();
    await vi.waitFor(() => expect(document.getElementById('second')).toHaveAttribute('data-island-state', 'mounted'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(clicks).toEqual([]);
    releaseFirst();
    await vi.waitFor(() => expect(clicks).toEqual(['first', 'second']));
  });

  it('every press made while islands load is kept: two presses on one pending island both reach it, in order', async () => {
    const clicks: string[] = [];
    const attach = (element: HTMLElement) => {
      element.addEventListener('click', (event) => clicks.push((event.target as HTMLElement).id));
      return () => undefined;
    };
    let release: () => void = () => undefined;
    const load = () => new Promise<BehaviourModule<Record<string, never>>>((resolve) => (release = () => resolve({ propsSchema: z.object({}), attach })));
    document.body.innerHTML = `<ul data-island="swatch-list"><li id="red">Red</li><li id="m">M</li></ul>`;
    start(defineBehaviour({ name: 'swatch-list', trigger: { on: 'intent' }, load }));
    document.getElementById('red')?.click();
    await vi.waitFor(() => expect(document.querySelector('ul')).toHaveAttribute('data-island-state', 'loading'));
    document.getElementById('m')?.click();
    release();
    await vi.waitFor(() => expect(clicks).toEqual(['red', 'm']));
  });

  it('a press inside nested pending islands starts both and is replayed once both have mounted; feedback shows at once', async () => {
    const heard: string[] = [];
    const listen = (name: string) => (element: HTMLElement) => {
      element.addEventListener('click', (event) => heard.push(`${name}:${(event.target as HTMLElement).id}`));
      return () => undefined;
    };
    let releaseForm: () => void = () => undefined;
    const formLoad = () => new Promise<BehaviourModule<Record<string, never>>>((resolve) => (releaseForm = () => resolve({ propsSchema: z.object({}), attach: listen('form') })));
    document.body.innerHTML = `<form data-island="outer-form"><ul data-island="inner-list"><li id="red">Red</li></ul></form>`;
    start(
      defineBehaviour({ name: 'outer-form', trigger: { on: 'intent' }, load: formLoad }),
      defineBehaviour({ name: 'inner-list', trigger: { on: 'intent' }, feedback: (target) => target.classList.add('selected'), load: async () => ({ propsSchema: z.object({}), attach: listen('list') }) }),
    );
    document.getElementById('red')?.click();
    expect(document.getElementById('red')).toHaveClass('selected');
    await vi.waitFor(() => expect(document.querySelector('ul')).toHaveAttribute('data-island-state', 'mounted'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(heard).toEqual([]);
    expect(document.querySelector('form')).toHaveAttribute('data-island-state', 'loading');
    releaseForm();
    await vi.waitFor(() => expect(heard).toEqual(['list:red', 'form:red']));
  });

  it('a checkbox or radio pressed while its island loads shows itself chosen in the next frame; the island reads the page as printed, and the replayed clicks choose them through its handlers', async () => {
    const changes: string[] = [];
    let readAtStart: string[] = [];
    const { load, release } = loadHeldBack((element) => {
      readAtStart = [...element.querySelectorAll('input')].map((input) => `${input.id}:${input.checked}`);
      element.addEventListener('change', (event) => changes.push(`${(event.target as HTMLInputElement).id}:${(event.target as HTMLInputElement).checked}`));
      return () => undefined;
    });
    document.body.innerHTML = `<form data-island="row-fields"><label><input type="checkbox" id="gift"> <span>Gift wrap</span></label><label><input type="checkbox" id="terms"> I agree to <a href="#terms-page">the terms</a></label>
      <input type="radio" name="ship" id="flat" checked><label><input type="radio" name="ship" id="pickup"> <b>Local pickup</b></label></form>`;
    start(defineBehaviour({ name: 'row-fields', trigger: { on: 'intent' }, load }));
    const input = (id: string) => document.getElementById(id) as HTMLInputElement;
    const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    document.querySelector('span')!.click();
    // By its label (happy-dom, unlike a browser, leaves a radio's group unchecked when a click on the radio itself is cancelled).
    document.querySelector('b')!.click();
    // A link inside a label is followed, not the label's: nothing to show for it.
    document.querySelector<HTMLElement>('a[href="#terms-page"]')!.click();
    await nextFrame();
    expect([input('gift').checked, input('flat').checked, input('pickup').checked, input('terms').checked]).toEqual([true, false, true, false]);
    expect(changes).toEqual([]);
    release();
    // (Replayed, the link's click also ticks its label's box in happy-dom, which a browser does not.)
    await vi.waitFor(() => expect(changes.filter((change) => !change.startsWith('terms'))).toEqual(['gift:true', 'pickup:true']));
    expect(readAtStart).toEqual(['gift:false', 'terms:false', 'flat:true', 'pickup:false']);
    expect([input('gift').checked, input('flat').checked, input('pickup').checked]).toEqual([true, false, true]);
  });

  it("a radio's group is its form's: a same-named radio chosen in another form meanwhile keeps its choice; a disabled box is not shown chosen", async () => {
    const { load, release } = loadHeldBack(() => () => undefined);
    document.body.innerHTML = `<form data-island="shipping"><input type="radio" name="ship" id="flat" checked><label><input type="radio" name="ship" id="pickup"> <b>Local pickup</b></label>
      <label><input type="checkbox" id="locked" disabled> <i>Insured</i></label></form>
      <form><input type="radio" name="ship" id="other-flat" checked><input type="radio" name="ship" id="other-pickup"></form>`;
    start(defineBehaviour({ name: 'shipping', trigger: { on: 'intent' }, load }));
    const input = (id: string) => document.getElementById(id) as HTMLInputElement;
    document.querySelector('b')!.click();
    document.querySelector('i')!.click();
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect([input('flat').checked, input('pickup').checked, input('locked').checked]).toEqual([false, true, false]);
    input('other-pickup').click();
    release();
    await vi.waitFor(() => expect(document.querySelector('form')).toHaveAttribute('data-island-state', 'mounted'));
    await vi.waitFor(() => expect(input('pickup').checked).toBe(true));
    expect([input('other-flat').checked, input('other-pickup').checked, input('locked').checked]).toEqual([false, true, false]);
  });

  it('an island whose chunk arrives while a press in it is under way renders once the press ends, and that press reaches it (a vote pressed as its chunk came)', async () => {
    const votes: string[] = [];
    function Vote() {
      return (
        <button type="button" id="up" onClick={() => votes.push('up')}>
          Helpful
        </button>
      );
    }
    let releaseVote: () => void = () => undefined;
    const load = () => new Promise<IslandModule<Record<string, never>>>((resolve) => (releaseVote = () => resolve({ propsSchema: z.object({}), Component: Vote })));
    document.body.innerHTML = `<div data-island="votes"><span role="button" tabindex="0" id="up">Helpful</span></div>`;
    start(defineIsland({ name: 'votes', trigger: { on: 'intent' }, takeover: 'replace', load }));
    const span = document.getElementById('up')!;
    span.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    await vi.waitFor(() => expect(document.querySelector('div')).toHaveAttribute('data-island-state', 'loading'));
    releaseVote();
    await new Promise((resolve) => setTimeout(resolve, 30));
    // Rendering now would take the span away from under the pointer: the click would land nowhere.
    expect(document.querySelector('div')).toHaveAttribute('data-island-state', 'loading');
    expect(span.isConnected).toBe(true);
    await act(async () => {
      span.dispatchEvent(new Event('pointerup', { bubbles: true }));
      span.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    });
    await vi.waitFor(() => expect(votes).toEqual(['up']));
    expect(document.querySelector('div')).toHaveAttribute('data-island-state', 'mounted');
  });

  it('a press that ends without a click (dragged off) lets the island render', async () => {
    const { descriptor } = island({}, { on: 'intent' });
    document.body.innerHTML = `<div data-island="test-island" data-label="Ready"><span id="inside">server</span></div>`;
    start(descriptor);
    document.getElementById('inside')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(document.querySelector('strong')).toBeNull();
    document.getElementById('inside')!.dispatchEvent(new Event('pointerup', { bubbles: true }));
    await vi.waitFor(() => expect(document.querySelector('strong')).toHaveTextContent('Ready'));
  });

  it('a press inside a running island is its own, not held back for a pending island around it (a review form in a reviews block)', async () => {
    const heard: string[] = [];
    const listen = (name: string) => (element: HTMLElement) => {
      element.addEventListener('click', (event) => heard.push(`${name}:${(event.target as HTMLElement).id}`));
      return () => undefined;
    };
    const blockLoad = vi.fn(() => new Promise<BehaviourModule<Record<string, never>>>(() => undefined));
    document.body.innerHTML = `<div data-island="outer-block"><form data-island="inner-form"><button type="button" id="star">★</button></form></div>`;
    start(
      defineBehaviour({ name: 'outer-block', trigger: { on: 'intent' }, load: blockLoad }),
      defineBehaviour({ name: 'inner-form', trigger: { on: 'ready' }, load: async () => ({ propsSchema: z.object({}), attach: listen('form') }) }),
    );
    await vi.waitFor(() => expect(document.querySelector('form')).toHaveAttribute('data-island-state', 'mounted'));
    document.getElementById('star')?.click();
    expect(heard).toEqual(['form:star']);
    // The touch still starts the block around it.
    await vi.waitFor(() => expect(blockLoad).toHaveBeenCalledTimes(1));
  });

  it('a press on a running behaviour that passes presses (a role=button link) is still held for the pending island around it', async () => {
    const heard: string[] = [];
    let releaseCart: () => void = () => undefined;
    const cartLoad = () =>
      new Promise<BehaviourModule<Record<string, never>>>(
        (resolve) =>
          (releaseCart = () =>
            resolve({
              propsSchema: z.object({}),
              attach: (element) => {
                element.addEventListener('click', (event) => {
                  event.preventDefault();
                  heard.push(`cart:${(event.target as HTMLElement).id}`);
                });
                return () => undefined;
              },
            })),
      );
    document.body.innerHTML = `<div data-island="outer-cart"><a href="#removed-without-js" role="button" id="remove" data-island="inner-link">×</a></div>`;
    start(
      defineBehaviour({ name: 'outer-cart', trigger: { on: 'intent' }, load: cartLoad }),
      defineBehaviour({ name: 'inner-link', trigger: { on: 'ready' }, passesPresses: true, load: async () => ({ propsSchema: z.object({}), attach: () => () => undefined }) }),
    );
    await vi.waitFor(() => expect(document.getElementById('remove')).toHaveAttribute('data-island-state', 'mounted'));
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.getElementById('remove')!.dispatchEvent(click);
    // Without passesPresses the link would be followed: the page would leave for the no-JS removal.
    expect(click.defaultPrevented).toBe(true);
    expect(heard).toEqual([]);
    await vi.waitFor(() => expect(document.querySelector('div')).toHaveAttribute('data-island-state', 'loading'));
    releaseCart();
    await vi.waitFor(() => expect(heard).toEqual(['cart:remove']));
    expect(location.hash).not.toBe('#removed-without-js');
  });

  it('a held click whose mount point left the page does not hold back the later ones', async () => {
    const { clicks, attach } = recordClicksById();
    const never = () => new Promise<BehaviourModule<Record<string, never>>>(() => undefined);
    document.body.innerHTML = `<a href="#a" id="first" data-island="stuck-link">A</a><a href="#b" id="second" data-island="fast-link">B</a>`;
    start(defineBehaviour({ name: 'stuck-link', trigger: { on: 'intent' }, load: never }), defineBehaviour({ name: 'fast-link', trigger: { on: 'intent' }, load: async () => ({ propsSchema: z.object({}), attach }) }));
    document.getElementById('first')?.click();
    document.getElementById('second')?.click();
    await vi.waitFor(() => expect(document.getElementById('second')).toHaveAttribute('data-island-state', 'mounted'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(clicks).toEqual([]);
    document.getElementById('first')?.remove();
    await vi.waitFor(() => expect(clicks).toEqual(['second']));
  });

  describe('a press held 4 s while its code does not come (a stalled connection)', () => {
    const stuck = () => new Promise<BehaviourModule<Record<string, never>>>(() => undefined);
    afterEach(() => vi.useRealTimers());

    /** Clicks `selector` with only timers faked, then lets `ms` of them pass (the stalled chunk never answers). */
    async function pressAndWait(selector: string, ms: number) {
      document.querySelector<HTMLElement>(selector)?.click();
      await vi.advanceTimersByTimeAsync(ms);
    }

    it.each([
      ['a link to another address', `<a href="/cart/?remove_item=abc" data-island="stuck-link">Remove</a>`, ['a']],
      ['a form’s submit button', `<form action="/cart/"><button data-island="stuck-link">Update cart</button></form>`, ['button']],
      ['a submit button pressed after a press in a text field of its form (the quantity: it chose nothing)', `<form action="/cart/" data-island="stuck-link"><input name="quantity" value="1"><button>Add to cart</button></form>`, ['input', 'button']],
    ])('%s is given to the page, as without the bundle, with a console warning', async (_, markup, selectors) => {
      const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      document.body.innerHTML = markup;
      const reachedThePage = vi.fn((event: Event) => {
        expect(event.defaultPrevented).toBe(false);
        event.preventDefault();
      });
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      start(defineBehaviour({ name: 'stuck-link', trigger: { on: 'intent' }, load: stuck }));
      document.addEventListener('click', reachedThePage);
      try {
        for (const selector of selectors.slice(0, -1)) await pressAndWait(selector, 10);
        await pressAndWait(selectors.at(-1)!, 3900);
        expect(reachedThePage).not.toHaveBeenCalled();
        await vi.advanceTimersByTimeAsync(100);
        expect(reachedThePage).toHaveBeenCalledTimes(1);
        expect(reachedThePage.mock.calls[0]![0].target).toBe(document.querySelector(selectors.at(-1)!));
        expect(warned).toHaveBeenCalledWith("[shop-islands] a press waited 4 s for its widget's code: given to the page", document.querySelector('[data-island]'));
        // Given back once: the same press is not followed twice.
        await vi.advanceTimersByTimeAsync(5000);
        expect(reachedThePage).toHaveBeenCalledTimes(1);
      } finally {
        // Unmounted while the listener still cancels: the presses still held are replayed then, and a link followed
        // would make happy-dom fetch its address.
        runtime?.unmount();
        document.removeEventListener('click', reachedThePage);
      }
    });

    it.each([
      ['on a link that opens another tab (a late one may be refused as a pop-up)', `<a href="/size-guide/" target="_blank" data-island="stuck-link">Size guide</a>`, ['a']],
      ['on a submit button of a form that posts into another tab', `<form action="/cart/" target="_blank"><button data-island="stuck-link">Update cart</button></form>`, ['button']],
      ['on a submit button pressed after another press in its form (a swatch, then Add to cart: the form would post the old choice)', `<form action="/cart/" data-island="stuck-link"><span role="button" id="blue">Blue</span><button>Add to cart</button></form>`, ['#blue', 'button']],
    ])('a press %s stays held for its widget', async (_, markup, selectors) => {
      const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      document.body.innerHTML = markup;
      const reachedThePage = vi.fn((event: Event) => event.preventDefault());
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      start(defineBehaviour({ name: 'stuck-link', trigger: { on: 'intent' }, load: stuck }));
      document.addEventListener('click', reachedThePage);
      try {
        for (const selector of selectors) await pressAndWait(selector, 10);
        await vi.advanceTimersByTimeAsync(8000);
        expect(reachedThePage).not.toHaveBeenCalled();
        expect(warned).toHaveBeenLastCalledWith("[shop-islands] a press waited 4 s for its widget's code: the later ones no longer wait for it", document.querySelector('[data-island]'));
      } finally {
        // Unmounted while the listener still cancels: the presses still held are replayed then, and a link followed
        // would make happy-dom fetch its address.
        runtime?.unmount();
        document.removeEventListener('click', reachedThePage);
      }
    });

    it('a press with no action of its own stays held for its widget, and no longer holds back the presses made after it', async () => {
      vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      // The mounting step's own chunk, loaded before time is faked (the fast island must mount within it).
      await import('../mount');
      const { clicks, attach } = recordClicksById();
      const { load, release } = loadHeldBack(attach);
      document.body.innerHTML = `<a href="#a" id="slow" data-island="slow-link">A</a><a href="#b" id="fast" data-island="fast-link">B</a>`;
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      start(defineBehaviour({ name: 'slow-link', trigger: { on: 'intent' }, load }), defineBehaviour({ name: 'fast-link', trigger: { on: 'intent' }, load: async () => ({ propsSchema: z.object({}), attach }) }));
      await pressAndWait('#slow', 10);
      await pressAndWait('#fast', 1000);
      expect(document.getElementById('fast')).toHaveAttribute('data-island-state', 'mounted');
      expect(clicks).toEqual([]);
      await vi.advanceTimersByTimeAsync(3000);
      expect(clicks).toEqual(['fast']);
      expect(location.hash).not.toBe('#a');
      release();
      await vi.advanceTimersByTimeAsync(10);
      await vi.waitFor(() => expect(clicks).toEqual(['fast', 'slow']));
    });
  });

  it('replays the held-back click on the server link when the widget failed to load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi.fn().mockRejectedValue(new Error('offline'));
    document.body.innerHTML = `<a href="#fallback" data-island="lazy-link">Add</a>`;
    const followed = vi.fn((event: Event) => event.preventDefault());
    start(defineBehaviour({ name: 'lazy-link', trigger: { on: 'intent' }, load }));
    document.querySelector('a')?.click();
    document.querySelector('a')?.addEventListener('click', followed);
    await flushIslands();
    await vi.waitFor(() => expect(followed).toHaveBeenCalledTimes(1));
  });

  it('turns Space on a role=button link into a replayed click', async () => {
    const clicked = vi.fn();
    const attach = vi.fn((element: HTMLElement) => {
      element.addEventListener('click', (event) => {
        event.preventDefault();
        clicked();
      });
      return () => undefined;
    });
    document.body.innerHTML = `<a href="#x" role="button" data-island="lazy-link">Add</a>`;
    start(defineBehaviour({ name: 'lazy-link', trigger: { on: 'intent' }, load: async () => ({ propsSchema: z.object({}), attach }) }));
    const event = new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true });
    document.querySelector('a')?.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    await flushIslands();
    await vi.waitFor(() => expect(clicked).toHaveBeenCalledTimes(1));
  });

  it('turns Enter or Space on a role=button element that is no link (a thumbnail image) into a replayed click', async () => {
    const { clicks, attach } = recordClicksById();
    document.body.innerHTML = `<div id="strip" data-island="thumb-strip"><img id="thumb" role="button" tabindex="0" alt="Show image 2 of 3"></div>`;
    start(defineBehaviour({ name: 'thumb-strip', trigger: { on: 'intent' }, load: async () => ({ propsSchema: z.object({}), attach }) }));
    const thumb = document.getElementById('thumb')!;
    const enter = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    thumb.dispatchEvent(enter);
    expect(enter.defaultPrevented).toBe(true);
    await vi.waitFor(() => expect(clicks).toEqual(['strip']));
  });

  it('starts a focus-triggered intent mount without holding anything back', async () => {
    const { descriptor, attach } = behaviour({ on: 'intent' });
    document.body.innerHTML = `<button data-island="test-behaviour" data-label="x">Go</button>`;
    start(descriptor);
    document.querySelector('button')?.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await flushIslands();
    expect(attach).toHaveBeenCalledTimes(1);
  });

  it('preloads at idle the files of the widgets waiting near the viewport (half a screen), the others once they come near, each widget once', async () => {
    // An IntersectionObserver stand-in: the test says which targets come near.
    const observers: { margin: string; targets: Set<Element>; report: (entries: { isIntersecting: boolean; target: Element }[]) => void }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        private readonly entry;
        constructor(report: (entries: { isIntersecting: boolean; target: Element }[]) => void, options: { rootMargin: string }) {
          this.entry = { margin: options.rootMargin, targets: new Set<Element>(), report };
          observers.push(this.entry);
        }
        observe(target: Element): void {
          this.entry.targets.add(target);
        }
        unobserve(target: Element): void {
          this.entry.targets.delete(target);
        }
        disconnect(): void {
          this.entry.targets.clear();
        }
      },
    );
    const comeNear = (selector: string): void => {
      const observer = observers.find(({ margin }) => margin === '50% 0px')!;
      const targets = [...document.querySelectorAll(selector)].filter((target) => observer.targets.has(target));
      expect(targets.length).toBeGreaterThan(0);
      observer.report(targets.map((target) => ({ isIntersecting: true, target })));
    };
    // A runtime of its own, whose chunk map records what it is asked to preload (the shared one is built without files).
    vi.resetModules();
    const preloadWidgetsWhenIdle = vi.fn();
    vi.doMock('./chunk-map', async (original) => ({ ...(await original<typeof ChunkMap>()), preloadWidgetsWhenIdle }));
    const { createRuntime: createOwnRuntime } = await import('./start');
    vi.doUnmock('./chunk-map');
    document.body.innerHTML = `<p data-island="on-screen"></p><footer><p data-island="far-below"></p><p data-island="far-below"></p></footer>`;
    runtime = createOwnRuntime([
      defineBehaviour({ name: 'on-screen', trigger: { on: 'intent' }, load: async () => ({ propsSchema: z.object({}), attach: () => () => undefined }) }),
      defineIsland({ name: 'far-below', trigger: { on: 'intent' }, takeover: 'replace', load: async () => ({ propsSchema: z.object({}), Component: () => null }) }),
    ]);
    runtime.scan();
    comeNear('[data-island="on-screen"]');
    await vi.waitFor(() => expect(preloadWidgetsWhenIdle).toHaveBeenCalledWith([['on-screen', false]]), { timeout: 3000 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(preloadWidgetsWhenIdle).toHaveBeenCalledTimes(1);
    // The shopper scrolls down: both far mount points come near together; their widget is preloaded once.
    comeNear('footer [data-island]');
    await vi.waitFor(() => expect(preloadWidgetsWhenIdle).toHaveBeenLastCalledWith([['far-below', true]]), { timeout: 3000 });
    expect(preloadWidgetsWhenIdle).toHaveBeenCalledTimes(2);
  });

  it('a display: contents mount point is watched through its first child, and one removed before it came near is no longer watched', async () => {
    const targets = new Set<Element>();
    let report: (entries: { isIntersecting: boolean; target: Element }[]) => void = () => undefined;
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: typeof report, options: { rootMargin: string }) {
          if (options.rootMargin === '50% 0px') report = callback;
        }
        observe(target: Element): void {
          targets.add(target);
        }
        unobserve(target: Element): void {
          targets.delete(target);
        }
        disconnect(): void {}
      },
    );
    vi.resetModules();
    const preloadWidgetsWhenIdle = vi.fn();
    vi.doMock('./chunk-map', async (original) => ({ ...(await original<typeof ChunkMap>()), preloadWidgetsWhenIdle }));
    const { createRuntime: createOwnRuntime } = await import('./start');
    vi.doUnmock('./chunk-map');
    const registry = [defineBehaviour({ name: 'boxless', trigger: { on: 'intent' }, load: async () => ({ propsSchema: z.object({}), attach: () => () => undefined }) }), defineBehaviour({ name: 'leaving', trigger: { on: 'intent' }, load: async () => ({ propsSchema: z.object({}), attach: () => () => undefined }) })];
    document.body.innerHTML = `<div data-island="boxless" style="display: contents"><span>shown</span></div><p data-island="leaving"></p>`;
    runtime = createOwnRuntime(registry);
    runtime.scan();
    const boxless = document.querySelector('[data-island="boxless"]')!;
    const leaving = document.querySelector('[data-island="leaving"]')!;
    // The first report: the boxless one never intersects, so its child is watched in its place.
    report([{ isIntersecting: false, target: boxless }, { isIntersecting: false, target: leaving }]);
    expect(targets.has(boxless.firstElementChild!)).toBe(true);
    leaving.remove();
    await vi.waitFor(() => expect(targets.has(leaving)).toBe(false));
    report([{ isIntersecting: true, target: boxless.firstElementChild! }]);
    await vi.waitFor(() => expect(preloadWidgetsWhenIdle).toHaveBeenCalledWith([['boxless', false]]), { timeout: 3000 });
  });

  it('waits for visibility with a 200 px margin', async () => {
    const observed: { margin?: string; fire?: (isIntersecting: boolean) => void } = {};
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: { isIntersecting: boolean }[]) => void, options: { rootMargin: string }) {
          observed.margin = options.rootMargin;
          observed.fire = (isIntersecting) => callback([{ isIntersecting }]);
        }
        observe(): void {}
        disconnect(): void {}
      },
    );
    const { descriptor, load } = behaviour({ on: 'visible' });
    document.body.innerHTML = `<p data-island="test-behaviour" data-label="x"></p>`;
    start(descriptor);
    expect(observed.margin).toBe('200px');
    act(() => observed.fire?.(false));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(load).not.toHaveBeenCalled();
    act(() => observed.fire?.(true));
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
  });

  it('watches the first child of a display: contents mount point, which has no box of its own to come into view', async () => {
    const observed: Element[] = [];
    let report: (entries: { isIntersecting: boolean; target: Element }[]) => void = () => undefined;
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: typeof report) {
          report = callback;
        }
        observe(element: Element): void {
          observed.push(element);
        }
        disconnect(): void {}
      },
    );
    const { descriptor, load } = behaviour({ on: 'visible' });
    document.body.innerHTML = `<div data-island="test-behaviour" data-label="x" style="display: contents"><p>inside</p></div>`;
    const mountPoint = document.querySelector('div')!;
    start(descriptor);
    expect(observed).toEqual([mountPoint]);
    // The browser's first report: a box-less element never intersects.
    act(() => report([{ isIntersecting: false, target: mountPoint }]));
    expect(observed).toEqual([mountPoint, document.querySelector('p')]);
    act(() => report([{ isIntersecting: true, target: document.querySelector('p')! }]));
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
  });

  it('a click on a visible-trigger mount point before it runs is held, starts it, and is replayed', async () => {
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe(): void {}
        disconnect(): void {}
      },
    );
    const { clicks, attach } = recordClicksById();
    document.body.innerHTML = `<a id="more" href="#more" data-island="test-visible">Show more</a>`;
    const load = vi.fn(async () => ({ propsSchema: z.object({}), attach }));
    start(defineBehaviour({ name: 'test-visible', trigger: { on: 'visible' }, load }));
    // Focus alone does not load it (it loads as it comes into view).
    document.querySelector('a')?.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await flushIslands();
    expect(load).not.toHaveBeenCalled();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('a')?.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    await flushIslands();
    await vi.waitFor(() => expect(clicks).toEqual(['more']));
  });

  it.each([
    { case: "a 'ready' mount point (a page builder's link action pressed as the page starts)", trigger: { on: 'ready' } as Trigger },
    { case: 'an island whose custom trigger has fired (a tab the address named)', trigger: { on: 'custom', when: () => Promise.resolve() } as Trigger },
  ])('a click on $case while its chunk loads is held and replayed once it runs', async ({ trigger }) => {
    const { clicks, attach } = recordClicksById();
    document.body.innerHTML = `<div id="island" data-island="test-held"><a href="#elementor-action">Open the panel</a></div>`;
    const { load, release } = loadHeldBack(attach);
    start(defineBehaviour({ name: 'test-held', trigger, load }));
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('a')?.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    release();
    await flushIslands();
    await vi.waitFor(() => expect(clicks).toEqual(['island']));
  });

  it("a click on an 'idle' mount point before idle time starts it at once and is replayed; focus alone starts nothing", async () => {
    vi.stubGlobal('requestIdleCallback', () => 0);
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    const { clicks, attach } = recordClicksById();
    document.body.innerHTML = `<a id="badge" href="#badge" data-island="test-idle">Verified by …</a>`;
    const load = vi.fn(async () => ({ propsSchema: z.object({}), attach }));
    start(defineBehaviour({ name: 'test-idle', trigger: { on: 'idle' }, load }));
    document.querySelector('a')?.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await flushIslands();
    expect(load).not.toHaveBeenCalled();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('a')?.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    await flushIslands();
    await vi.waitFor(() => expect(clicks).toEqual(['badge']));
  });

  it("a click made while a custom trigger waits for the view (or while its chunk loads) is held and replayed, as for 'visible'", async () => {
    let report: (entries: { isIntersecting: boolean; target: Element }[]) => void = () => undefined;
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: typeof report) {
          report = callback;
        }
        observe(): void {}
        disconnect(): void {}
      },
    );
    const { clicks, attach } = recordClicksById();
    document.body.innerHTML = `<div id="player" data-island="test-custom"><button type="button">Play</button></div>`;
    const { load, release } = loadHeldBack(attach);
    start(defineBehaviour({ name: 'test-custom', trigger: { on: 'custom', when: (_element, { visible }) => visible() }, load }));
    // In view: its chunk starts loading; the shopper presses Play before it has arrived.
    act(() => report([{ isIntersecting: true, target: document.querySelector('div')! }]));
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('button')?.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    release();
    await flushIslands();
    await vi.waitFor(() => expect(clicks).toEqual(['player']));
  });

  it('waits for a media query, and lets markup override the trigger', async () => {
    let matches = false;
    const listeners: (() => void)[] = [];
    vi.stubGlobal('matchMedia', (query: string) => ({
      query,
      get matches() {
        return matches;
      },
      addEventListener: (_type: string, listener: () => void) => listeners.push(listener),
      removeEventListener: vi.fn(),
    }));
    const { descriptor, load } = behaviour({ on: 'ready' });
    document.body.innerHTML = `<p data-island="test-behaviour" data-label="x" data-island-trigger="media:(max-width: 600px)"></p>`;
    start(descriptor);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(load).not.toHaveBeenCalled();
    matches = true;
    listeners.forEach((listener) => listener());
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
  });

  it('falls back to the default trigger, with a warning, for an unknown data-island-trigger', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { descriptor, load } = behaviour({ on: 'ready' });
    document.body.innerHTML = `<p data-island="test-behaviour" data-label="x" data-island-trigger="whenever"></p>`;
    start(descriptor);
    await flushIslands();
    expect(load).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('unknown data-island-trigger "whenever"'), expect.any(HTMLElement));
  });
});

describe('inserted and removed markup', () => {
  it('mounts markup inserted later and unmounts islands whose markup was removed', async () => {
    const { descriptor, attach } = behaviour();
    start(descriptor);
    const holder = document.createElement('div');
    holder.innerHTML = `<p data-island="test-behaviour" data-label="late"></p>`;
    document.body.append(holder);
    await vi.waitFor(() => expect(attach).toHaveBeenCalledTimes(1));
    await flushIslands();
    const cleanup = attach.mock.results[0]?.value as ReturnType<typeof vi.fn>;

    holder.remove();
    await vi.waitFor(() => expect(cleanup).toHaveBeenCalledTimes(1));
  });

  it('keeps an island whose mount point was only moved', async () => {
    const { descriptor, attach } = behaviour();
    document.body.innerHTML = `<div id="a"><p data-island="test-behaviour" data-label="x"></p></div><div id="b"></div>`;
    start(descriptor);
    await flushIslands();
    document.querySelector('#b')?.append(document.querySelector('p') as HTMLElement);
    await new Promise((resolve) => setTimeout(resolve, 10));
    const cleanup = attach.mock.results[0]?.value as ReturnType<typeof vi.fn>;
    expect(cleanup).not.toHaveBeenCalled();
    expect(attach).toHaveBeenCalledTimes(1);
  });

  it('does not mount markup that a React island rendered itself', async () => {
    function Nested() {
      return <p className="legacy-thing">inside</p>;
    }
    const { descriptor: outer } = island({ Component: Nested });
    const { descriptor: inner, load } = behaviour();
    document.body.innerHTML = `<section data-island="test-island" data-label="x"></section>`;
    start(outer, inner);
    await flushIslands();
    await vi.waitFor(() => expect(document.querySelector('p.legacy-thing')).not.toBeNull());
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(load).not.toHaveBeenCalled();
  });

  it('registers nothing inside a data-island-defer subtree until it is shown, or the attribute is taken off', async () => {
    vi.spyOn(HTMLElement.prototype, 'checkVisibility').mockImplementation(function (this: HTMLElement) {
      return this.style.display !== 'none';
    });
    const { descriptor, attach } = behaviour();
    document.body.innerHTML = `
      <div id="shown"><p data-island="test-behaviour" data-label="shown"></p></div>
      <div id="panel" data-island-defer style="display: none"><p data-island="test-behaviour" data-label="panel"></p></div>
      <div id="other" data-island-defer style="display: none"><p data-island="test-behaviour" data-label="other"></p></div>`;
    start(descriptor);
    await flushIslands();
    expect(attach.mock.calls.map(([element]) => element.dataset.label)).toEqual(['shown']);
    expect(document.querySelectorAll('#panel [data-island-state], #other [data-island-state]')).toHaveLength(0);
    // Another script (or the tabs behaviour) shows the panel: its mount points start.
    document.querySelector<HTMLElement>('#panel')!.style.removeProperty('display');
    await vi.waitFor(() => expect(attach.mock.calls.map(([element]) => element.dataset.label)).toEqual(['shown', 'panel']));
    expect(document.querySelector('#panel')).not.toHaveAttribute('data-island-defer');
    // A style change that leaves it hidden changes nothing; taking the attribute off starts it.
    document.querySelector<HTMLElement>('#other')!.style.color = 'red';
    await flushIslands();
    expect(attach).toHaveBeenCalledTimes(2);
    document.querySelector('#other')!.removeAttribute('data-island-defer');
    await vi.waitFor(() => expect(attach).toHaveBeenCalledTimes(3));
  });

  it('also starts a deferred subtree that a box appears for without a change of its own (an ancestor drawer opened)', async () => {
    let shown = false;
    vi.spyOn(HTMLElement.prototype, 'checkVisibility').mockImplementation(() => shown);
    const watching: { report?: () => void } = {};
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: ResizeObserverCallback) {
          watching.report = () => callback([{ target: document.querySelector('#panel')! } as ResizeObserverEntry], this as unknown as ResizeObserver);
        }
        observe(): void {}
        unobserve(): void {}
        disconnect(): void {}
      },
    );
    const { descriptor, attach } = behaviour();
    document.body.innerHTML = `<div class="drawer"><div id="panel" data-island-defer><p data-island="test-behaviour" data-label="panel"></p></div></div>`;
    start(descriptor);
    await flushIslands();
    watching.report!();
    expect(attach).not.toHaveBeenCalled();
    shown = true;
    watching.report!();
    await vi.waitFor(() => expect(attach).toHaveBeenCalledTimes(1));
    vi.unstubAllGlobals();
  });

  it('unmount(root) restores server markup and lets a later scan mount again', async () => {
    const { descriptor } = island();
    document.body.innerHTML = `<section data-island="test-island" data-label="React"><em>server</em></section>`;
    const started = start(descriptor);
    await flushIslands();
    await vi.waitFor(() => expect(document.querySelector('strong')).not.toBeNull());
    act(() => started.unmount(document.body));
    expect(document.querySelector('em')).toHaveTextContent('server');
    expect(document.querySelector('section')).not.toHaveAttribute('data-island-state');
    started.scan();
    await flushIslands();
    await vi.waitFor(() => expect(document.querySelector('strong')).toHaveTextContent('React'));
  });
});
