// product-tabs: the named tab shown at scan (before the chunk), WAI-ARIA tabs, keys, clicks, the hash.
import userEvent from '@testing-library/user-event';
import { screen } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectInvalidProps, flushIslands, loadMarkup, startMounts } from '../../fixtures/test-utils';

const panel = (id: string): HTMLElement => document.getElementById(id)!;
const tab = (name: RegExp): HTMLElement => screen.getByRole('tab', { name });
const shownPanels = (): string[] => [...document.querySelectorAll<HTMLElement>('[role=tabpanel], .panel[id]')].filter((element) => element.style.display !== 'none').map((element) => element.id);
const activeTabs = (): string[] => [...document.querySelectorAll('.tabs li.active')].map((li) => li.className.replace(' active', ''));

/** Opens the page at `hash` (happy-dom's location follows history). */
function openAt(hash: string): void {
  history.replaceState(null, '', `${location.pathname}${hash}`);
}

/** Loads the behaviour the way a shopper does: focus on a tab (intent). */
async function loadBehaviour(): Promise<void> {
  tab(/description/i).focus();
  await flushIslands();
}

afterEach(() => openAt(''));

describe('product-tabs at scan, before the chunk loads', () => {
  it('shows only the first panel and marks its li active', () => {
    loadMarkup('product-tabs/ok.html');
    startMounts();
    expect(shownPanels()).toEqual(['tab-description']);
    expect(activeTabs()).toEqual(['description_tab']);
    expect(document.querySelector('.product-tabs, [data-island-state="mounted"]')).toBeNull();
  });

  it.each([
    ['#tab-reviews', 'tab-reviews'],
    ['#reviews', 'tab-reviews'],
    ['#comment-12', 'tab-reviews'],
    ['#comment-999', 'tab-reviews'],
    ['#tab-additional_information', 'tab-additional_information'],
    ['#%E2%9C%93-bad%', 'tab-description'],
    ['#respond', 'tab-description'],
    // A shared customer photo opens over its review's tab.
    ['#&gid=12&pid=2', 'tab-reviews'],
    ['#&pid=2&gid=12', 'tab-reviews'],
    ['#&gid=999&pid=1', 'tab-description'],
  ])('the address %s opens %s', (hash, id) => {
    openAt(hash);
    loadMarkup('product-tabs/ok.html');
    startMounts();
    expect(shownPanels()).toEqual([id]);
  });

  it('a comment page (?cpage=2) opens the reviews', () => {
    history.replaceState(null, '', `${location.pathname}?cpage=2`);
    loadMarkup('product-tabs/ok.html');
    startMounts();
    expect(shownPanels()).toEqual(['tab-reviews']);
    history.replaceState(null, '', location.pathname);
  });
});

describe('product-tabs when it cannot run', () => {
  it('shows every panel again, as without JavaScript, and what is inside them starts', () => {
    loadMarkup('product-tabs/ok.html');
    startMounts();
    expect(shownPanels()).toEqual(['tab-description']);
    document.querySelector('.woocommerce-tabs')!.dispatchEvent(new CustomEvent('island:error', { bubbles: true }));
    expect(shownPanels()).toEqual(['tab-description', 'tab-additional_information', 'tab-reviews']);
  });
});

describe('product-tabs on older WooCommerce markup', () => {
  it.each([
    ['woocommerce-9.5', '8.0 – 9.5: role="tab" and aria-controls on the li'],
    ['woocommerce-9.8', '9.6 – 9.8: the li a plain list item'],
  ])('%s (%s): the links are the only tabs, each li presentational', async (fixture) => {
    loadMarkup(`product-tabs/${fixture}.html`);
    startMounts();
    document.querySelector<HTMLElement>('a[href="#tab-description"]')!.focus();
    await flushIslands();
    expect(screen.getAllByRole('tab').map((element) => element.tagName)).toEqual(['A', 'A', 'A']);
    expect([...document.querySelectorAll('ul.tabs > li')].map((li) => [li.getAttribute('role'), li.hasAttribute('aria-controls')])).toEqual(Array(3).fill(['presentation', false]));
    expect(tab(/reviews/i)).toHaveAttribute('aria-controls', 'tab-reviews');
    await userEvent.click(tab(/reviews/i));
    expect(shownPanels()).toEqual(['tab-reviews']);
    expect(tab(/reviews/i)).toHaveAttribute('aria-selected', 'true');
  });
});

describe('product-tabs behaviour', () => {
  it('gives the tabs aria-selected and a roving tabindex once reached', async () => {
    loadMarkup('product-tabs/ok.html');
    startMounts();
    await loadBehaviour();
    expect(tab(/description/i)).toHaveAttribute('aria-selected', 'true');
    expect(tab(/description/i)).toHaveAttribute('tabindex', '0');
    expect(tab(/reviews/i)).toHaveAttribute('aria-selected', 'false');
    expect(tab(/reviews/i)).toHaveAttribute('tabindex', '-1');
  });

  it('a click before the chunk loads is kept: it shows the tab, marks its li, and the address remembers it', async () => {
    loadMarkup('product-tabs/ok.html');
    startMounts();
    await userEvent.click(tab(/reviews/i));
    await flushIslands();
    expect(shownPanels()).toEqual(['tab-reviews']);
    expect(activeTabs()).toEqual(['reviews_tab']);
    expect(tab(/reviews/i)).toHaveAttribute('aria-selected', 'true');
    expect(location.hash).toBe('#tab-reviews');
  });

  it('arrows, Home and End move between tabs and show each', async () => {
    loadMarkup('product-tabs/ok.html');
    startMounts();
    await loadBehaviour();
    await userEvent.keyboard('{ArrowRight}');
    expect(tab(/additional/i)).toHaveFocus();
    expect(shownPanels()).toEqual(['tab-additional_information']);
    await userEvent.keyboard('{End}');
    expect(tab(/reviews/i)).toHaveFocus();
    expect(shownPanels()).toEqual(['tab-reviews']);
    await userEvent.keyboard('{ArrowRight}');
    expect(tab(/description/i)).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(tab(/reviews/i)).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(tab(/description/i)).toHaveAttribute('aria-selected', 'true');
    expect(shownPanels()).toEqual(['tab-description']);
  });

  it('right to left, the arrows follow the reading direction', async () => {
    loadMarkup('product-tabs/ok.html');
    document.querySelector<HTMLElement>('ul.tabs')!.style.direction = 'rtl';
    startMounts();
    await loadBehaviour();
    await userEvent.keyboard('{ArrowLeft}');
    expect(tab(/additional/i)).toHaveFocus();
  });

  it('a hash change shows the tab it names and scrolls to it', async () => {
    const scrolled = vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(() => undefined);
    loadMarkup('product-tabs/ok.html');
    startMounts();
    await loadBehaviour();
    location.hash = '#comment-12';
    await vi.waitFor(() => expect(shownPanels()).toEqual(['tab-reviews']));
    expect(scrolled.mock.contexts[0]).toBe(document.getElementById('comment-12'));
    // Following the address does not rewrite it.
    expect(location.hash).toBe('#comment-12');
  });

  it.each([
    ['#tab-reviews', 'tab-reviews'],
    ['#reviews', 'tab-reviews'],
    ['#comment-999', 'tab-reviews'],
    ['#tab-additional_information', 'tab-additional_information'],
    ['#&gid=12&pid=1', 'tab-reviews'],
  ])('once loaded, the same rule on a hash change: %s opens %s', async (hash, id) => {
    vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(() => undefined);
    openAt('#tab-title-description');
    loadMarkup('product-tabs/ok.html');
    startMounts();
    await loadBehaviour();
    location.hash = hash;
    await vi.waitFor(() => expect(shownPanels()).toEqual([id]));
  });

  it('a hash change before the chunk loads it and shows that tab', async () => {
    vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(() => undefined);
    loadMarkup('product-tabs/ok.html');
    startMounts();
    location.hash = '#tab-additional_information';
    await vi.waitFor(() => expect(shownPanels()).toEqual(['tab-additional_information']));
    expect(tab(/additional/i)).toHaveAttribute('aria-selected', 'true');
  });

  it('"(n customer reviews)" opens the reviews tab', async () => {
    loadMarkup('product-tabs/ok.html');
    startMounts();
    await loadBehaviour();
    await userEvent.click(screen.getByRole('link', { name: /customer reviews/i }));
    expect(shownPanels()).toEqual(['tab-reviews']);
    expect(location.hash).toBe('#reviews');
  });

  it('Customer Reviews’ "n answered questions" and "n reviews" open their tabs, also when the address already names them; other in-page links change nothing', async () => {
    loadMarkup('product-tabs/ok.html');
    // CR_Qna's tab and cr-rating.php's links under the title.
    document.querySelector('.wc-tabs')!.insertAdjacentHTML('beforeend', '<li class="cr_qna_tab" id="tab-title-cr_qna" role="presentation"><a href="#tab-cr_qna" role="tab" aria-controls="tab-cr_qna">Q &amp; A (2)</a></li>');
    document.querySelector('#tab-reviews')!.insertAdjacentHTML('afterend', '<div class="woocommerce-Tabs-panel panel wc-tab" id="tab-cr_qna" role="tabpanel"><div id="cr_qna" class="cr-qna-block">Questions</div></div>');
    document.body.insertAdjacentHTML('afterbegin', '<a href="#reviews" class="cr-review-link">3 reviews</a><a href="#cr_qna" class="cr-qna-link">2 answered questions</a><a href="#top">Top</a><a href="#">Menu</a><a class="theme-qna" href="">Questions</a><a href="/other/#cr_qna">Elsewhere</a>');
    document.querySelector<HTMLAnchorElement>('.theme-qna')!.href = `${location.origin}${location.pathname}#cr_qna`;
    // Links are not followed in this test page (happy-dom would navigate).
    document.addEventListener('click', (event) => (event.target as Element).closest('.theme-qna, [href^="/other/"]') && event.preventDefault());
    startMounts();
    await loadBehaviour();
    await userEvent.click(screen.getByRole('link', { name: '2 answered questions' }));
    expect(shownPanels()).toEqual(['tab-cr_qna']);
    expect(tab(/Q & A/)).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(screen.getByRole('link', { name: '3 reviews' }));
    expect(shownPanels()).toEqual(['tab-reviews']);
    // The address still names the Q & A (no hash change on the next click).
    history.replaceState(null, '', '#cr_qna');
    await userEvent.click(screen.getByRole('link', { name: '2 answered questions' }));
    expect(shownPanels()).toEqual(['tab-cr_qna']);
    // This page's full address with the hash counts; another page's, or a click opening another browser tab, does not.
    await userEvent.click(screen.getByRole('link', { name: '3 reviews' }));
    await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(shownPanels()).toEqual(['tab-reviews']);
    screen.getByRole('link', { name: 'Questions' }).dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true }));
    expect(shownPanels()).toEqual(['tab-reviews']);
    await userEvent.click(screen.getByRole('link', { name: 'Questions' }));
    expect(shownPanels()).toEqual(['tab-cr_qna']);
    // On a comment page's address, a link to the top (a hash change) is not a link to the reviews.
    const start = location.href;
    history.replaceState(null, '', '/product/x/comment-page-2/');
    await userEvent.click(screen.getByRole('link', { name: 'Top' }));
    await userEvent.click(screen.getByRole('link', { name: 'Menu' }));
    await new Promise((done) => setTimeout(done, 50));
    expect(shownPanels()).toEqual(['tab-cr_qna']);
    history.replaceState(null, '', start);
  });

  it('runs jQuery click handlers other plugins bound to the tabs, for keys too', async () => {
    const heard: string[] = [];
    loadMarkup('product-tabs/ok.html');
    for (const link of document.querySelectorAll('.wc-tabs li a')) link.addEventListener('click', (event) => heard.push((event.currentTarget as HTMLAnchorElement).hash));
    startMounts();
    await loadBehaviour();
    await userEvent.keyboard('{ArrowRight}');
    expect(heard).toEqual(['#tab-additional_information']);
  });

  it('props-missing: an old theme without roles still gets tabs, and a plain-text panel is a tab stop', async () => {
    loadMarkup('product-tabs/props-missing.html');
    startMounts();
    expect(shownPanels()).toEqual(['tab-description']);
    expect(screen.getByText(/own box, not a tab/)).toBeVisible();
    document.querySelector<HTMLElement>('.tabs a')!.focus();
    await flushIslands();
    expect(screen.getAllByRole('tab')).toHaveLength(2);
    expect(screen.getByRole('tab', { name: 'Description' })).toHaveAttribute('aria-controls', 'tab-description');
    expect(panel('tab-description')).toHaveAttribute('tabindex', '0');
  });

  it.each(['props-corrupted', 'props-invalid'])('%s: one console error naming the widget; the tabs stay as printed', async (fixture) => {
    await expectInvalidProps('product-tabs', fixture);
  });
});
