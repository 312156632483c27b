// The sticky elements' anchor offset: an in-page link's target lands below them, on a page laid out by hand
// (each element's top in the page and its box; the page is not scrolled).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isSimpleIdHash } from './anchor-margin';
import { RESIZE_RECHECK_MS, startSticky } from './sticky';

/** Each element's box as laid out, by hand; a stuck element is fixed where its top style puts it. */
const boxes = new Map<Element, (element: HTMLElement) => DOMRect>();
const rect = (top: number, height: number, left: number, width: number): DOMRect => ({ top, bottom: top + height, height, width, left, right: left + width, x: left, y: top, toJSON: () => ({}) }) as DOMRect;

function layOut(element: Element, pageTop: number, height: number, { left = 100, width = 800 } = {}): void {
  boxes.set(element, (laid) => rect(Number.isNaN(parseFloat(laid.style.top)) ? pageTop : parseFloat(laid.style.top), height, left, width));
  Object.defineProperty(element, 'offsetHeight', { configurable: true, get: () => height });
}

/** Where each stuck element's spacer stands (its element's place), by the element's id. */
let spacerPlaces: Record<string, number> = {};

beforeEach(() => {
  boxes.clear();
  const original = Element.prototype.getBoundingClientRect;
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const spacerTop = this.classList.contains('elementor-sticky__spacer') ? spacerPlaces[this.previousElementSibling?.id ?? ''] : undefined;
    if (spacerTop !== undefined) return rect(spacerTop, 80, 100, 800);
    return boxes.get(this)?.(this as HTMLElement) ?? original.call(this);
  });
});

const settingsAttribute = (settings: Record<string, unknown>): string => JSON.stringify(settings).replaceAll('"', '&quot;');

/** A header document (sticky at the top, 20 px down, 80 px high) over a page of targets. */
function page(headerSettings: Record<string, unknown>, content: string): { header: HTMLElement; byId: (id: string) => HTMLElement } {
  document.body.innerHTML = `<div class="elementor" data-elementor-id="1"><div class="elementor-element e-con" id="header" data-settings="${settingsAttribute({ sticky: 'top', sticky_offset: 20, ...headerSettings })}"><a href="#care">Care</a></div></div>
    <div class="elementor" data-elementor-id="2">${content}</div>`;
  const header = document.getElementById('header')!;
  layOut(header, 0, 80);
  spacerPlaces = { header: 0 };
  return { header, byId: (id) => document.getElementById(id)! };
}

const marginOf = (element: HTMLElement): string => element.style.scrollMarginTop;

/** startSticky, stopped after the test even when it fails midway (the targets are one set for the chunk). */
const stops: Array<() => void> = [];
function start(elements: HTMLElement[]): () => void {
  const stop = startSticky(elements);
  stops.push(stop);
  return stop;
}

afterEach(() => {
  stops.splice(0).forEach((stop) => stop());
  history.replaceState(null, '', location.pathname);
  document.documentElement.removeAttribute('style');
});

describe("the sticky elements' anchor offset", () => {
  it.each([
    ['#care', true],
    ['#_care-2', true],
    ['#Care_and-repairs', true],
    ['#', false],
    ['', false],
    ['#1st', false],
    ['#-care', false],
    ['#care.more', false],
    ['#care:hover', false],
    ['#elementor-action:action=popup:open&settings=eyJpZCI6IjEifQ==', false],
    ['#gr%C3%B6%C3%9Fe', false],
  ])('takes only a simple id selector: %s → %s', (hash, isTaken) => {
    expect(isSimpleIdHash(hash)).toBe(isTaken);
  });

  it("a link's target below a stuck top element lands below it (its offset plus height); stopped, its printed margin comes back", () => {
    const { header, byId } = page({}, '<h2 id="care" style="color: red">Care</h2><h2 id="unlinked">Unlinked</h2>');
    layOut(byId('care'), 900, 40);
    layOut(byId('unlinked'), 1200, 40);
    const stop = start([header]);
    expect(marginOf(byId('care'))).toBe('100px');
    expect(marginOf(byId('unlinked'))).toBe('');
    stop();
    expect(marginOf(byId('care'))).toBe('');
    expect(byId('care').style.color).toBe('red');
  });

  it("a hash that is not a simple id selector is left alone: no exception, no margin, as pressed too", () => {
    const logged = vi.spyOn(console, 'error');
    const { header, byId } = page({}, `<p><a href="#1st">1</a> <a href="#">top</a> <a href="#care:hover">c</a> <a href="#elementor-action%3Aaction%3Dpopup%3Aopen">popup</a> <a href="#elementor-action:action=popup:open&amp;settings=e30=">popup</a></p>
      <h2 id="1st">First</h2><h2 id="care">Care</h2><h2 id="elementor-action:action=popup:open&amp;settings=e30=">Odd id</h2>`);
    for (const id of ['1st', 'care', 'elementor-action:action=popup:open&settings=e30=']) layOut(byId(id), 900, 40);
    const stop = start([header]);
    for (const link of document.querySelectorAll<HTMLElement>('p a')) expect(() => link.click()).not.toThrow();
    expect(marginOf(byId('care'))).toBe('100px');
    expect(marginOf(byId('1st'))).toBe('');
    expect(marginOf(byId('elementor-action:action=popup:open&settings=e30='))).toBe('');
    expect(logged).not.toHaveBeenCalled();
    stop();
  });

  it("with an Anchor Offset (sticky_anchor_link_offset, per device): that offset, below it and to the next element that has one, as Elementor's; nothing above it", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let isPhone = false;
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: /max-width: 767px/.test(query) && isPhone, media: query, addEventListener: () => undefined, removeEventListener: () => undefined }));
    const { header, byId } = page({ sticky_anchor_link_offset: 150, sticky_anchor_link_offset_mobile: 40 }, `<h2 id="above">Above</h2><a href="#above">up</a><a href="#care">care</a><a href="#returns">returns</a>
      <div class="elementor-element" id="bar" data-settings="${settingsAttribute({ sticky: 'bottom', sticky_anchor_link_offset: 60 })}"></div><h2 id="care">Care</h2><h2 id="returns">Returns</h2>`);
    layOut(header, 300, 80);
    spacerPlaces = { header: 300 };
    layOut(byId('above'), 100, 40);
    layOut(byId('care'), 900, 40);
    layOut(byId('bar'), 1500, 50);
    layOut(byId('returns'), 2000, 40);
    vi.stubGlobal('innerHeight', 3000);
    const stop = start([header, byId('bar')]);
    expect(marginOf(byId('above'))).toBe('');
    expect(marginOf(byId('care'))).toBe('150px');
    expect(marginOf(byId('returns'))).toBe('60px');
    isPhone = true;
    window.dispatchEvent(new Event('resize'));
    await vi.advanceTimersByTimeAsync(RESIZE_RECHECK_MS + 10);
    expect(marginOf(byId('care'))).toBe('40px');
    stop();
    vi.useRealTimers();
  });

  it("without one: only what is stuck over the target counts — across it, in its parent — less the page's scroll padding; the theme's larger margin stays", () => {
    document.documentElement.style.scrollPaddingTop = '30px';
    const { header, byId } = page({}, `<a href="#left">l</a><a href="#right">r</a><a href="#after">a</a><a href="#own">o</a>
      <div class="e-con-inner" id="row"><div id="left"></div><div class="elementor-element" id="box" data-settings="${settingsAttribute({ sticky: 'top', sticky_offset: 90, sticky_parent: 'yes' })}"></div><h3 id="right">Right</h3></div>
      <h2 id="after">After</h2><h2 id="own" style="scroll-margin-top: 150px">Own</h2>`);
    layOut(byId('row'), 1000, 1000);
    layOut(byId('box'), 1000, 200, { left: 700, width: 200 });
    layOut(byId('left'), 1500, 0, { left: 100, width: 550 });
    layOut(byId('right'), 1500, 40, { left: 700, width: 200 });
    layOut(byId('after'), 2500, 40);
    layOut(byId('own'), 3000, 40);
    const stop = start([header, byId('box')]);
    expect(marginOf(byId('left'))).toBe('70px');
    expect(marginOf(byId('right'))).toBe('260px');
    expect(marginOf(byId('after'))).toBe('70px');
    expect(marginOf(byId('own'))).toBe('150px');
    document.querySelector<HTMLElement>('a[href="#own"]')!.click();
    expect(marginOf(byId('own'))).toBe('150px');
    stop();
    expect(marginOf(byId('left'))).toBe('');
    expect(marginOf(byId('own'))).toBe('150px');
  });

  it('a link added later: its target gets the margin as the link is pressed, before the browser follows it', () => {
    const { header, byId } = page({}, '<h2 id="later">Later</h2>');
    layOut(byId('later'), 900, 40);
    const stop = start([header]);
    expect(marginOf(byId('later'))).toBe('');
    const link = Object.assign(document.createElement('a'), { href: '#later', textContent: 'later' });
    document.body.append(link);
    let marginAsFollowed = '';
    link.addEventListener('click', () => (marginAsFollowed = marginOf(byId('later'))));
    link.click();
    expect(marginAsFollowed).toBe('100px');
    stop();
  });

  it("the address's target, scrolled to before the header stuck over it, is scrolled again below it", () => {
    history.replaceState(null, '', '#care');
    const { header, byId } = page({}, '<h2 id="care">Care</h2>');
    // The page scrolled to the target: it is at the top of the view, where the header sticks.
    layOut(byId('care'), 0, 40);
    const scrolled = vi.spyOn(byId('care'), 'scrollIntoView').mockImplementation(() => undefined);
    layOut(header, -500, 80);
    spacerPlaces = { header: -500 };
    const stop = start([header]);
    expect(marginOf(byId('care'))).toBe('100px');
    expect(scrolled).toHaveBeenCalledTimes(1);
    stop();
  });

  it("one set of targets for every document's sticky elements: a document's stop leaves the others' margins", () => {
    const { header, byId } = page({}, `<div class="elementor-element" id="bar" data-settings="${settingsAttribute({ sticky: 'top', sticky_offset: 0 })}"></div><a href="#care">c</a><h2 id="care">Care</h2>`);
    layOut(byId('bar'), 500, 150);
    layOut(byId('care'), 900, 40);
    const stopHeader = start([header]);
    const stopBar = start([byId('bar')]);
    expect(marginOf(byId('care'))).toBe('150px');
    stopBar();
    expect(marginOf(byId('care'))).toBe('100px');
    stopHeader();
    expect(marginOf(byId('care'))).toBe('');
  });
});
