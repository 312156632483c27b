// builder-widget: Elementor Pro's table of contents, share buttons and search form.
import userEvent from '@testing-library/user-event';
import { screen, waitFor, within } from '@testing-library/dom';
import { describe, expect, it, vi } from 'vitest';
import { flushIslands, loadMarkup, startMounts, touchMountPoints } from '../../fixtures/test-utils';
import { COLLAPSED_CLASS } from './table-of-contents';
import { shareData, shareUrl } from './share-buttons';
import { FOCUS_CLASS } from './search-form';

const widget = (id: string): HTMLElement => document.querySelector(`[data-id="${id}"]`)!;

/** The demo's shop page around the widgets: headings to list. */
function open(): void {
  vi.stubGlobal('elementorFrontendConfig', { post: { id: 86, title: 'Shop%20%26%20more%20%E2%80%93%20Holdout', excerpt: 'Tees & mugs', featuredImage: false } });
  loadMarkup('builder-widget/pro-content.html');
  // The demo lists h2 only; here h3 too, to see the nesting.
  const toc = document.querySelector<HTMLElement>('[data-id="toc87a"]')!;
  toc.dataset.settings = toc.dataset.settings!.replace('["h2"]', '["h2","h3"]');
  document.body.insertAdjacentHTML(
    'beforeend',
    `<div class="elementor elementor-86" data-elementor-type="wp-page" data-elementor-id="86">
      <div class="elementor-element elementor-widget" id="products"><h2>Products by category</h2></div>
      <h3>Clothing</h3><h3 id="mugs">Mugs</h3><h2>Quick add</h2><h4>Not listed (h4)</h4></div>`,
  );
  startMounts();
}

async function started(): Promise<void> {
  open();
  touchMountPoints();
  await flushIslands();
}

describe('table of contents', () => {
  it("lists the page's headings, nested by level and numbered, each linked to its heading (an anchor added where it has no id)", async () => {
    await started();
    const toc = widget('toc87a');
    expect(toc.querySelector('.elementor-toc__spinner-container')).toBeNull();
    const top = toc.querySelector('.elementor-toc__body > ol.elementor-toc__list-wrapper')!;
    const items = within(top as HTMLElement).getAllByRole('link');
    expect(items.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Products by category', '#products'],
      ['Clothing', '#elementor-toc__heading-anchor-1'],
      ['Mugs', '#mugs'],
      ['Quick add', '#elementor-toc__heading-anchor-3'],
    ]);
    // Clothing and Mugs (h3) under Products (h2).
    expect(screen.getByRole('link', { name: 'Clothing' }).closest('ol')!.parentElement!.closest('li')).toHaveTextContent(/^Products by category/);
    expect(document.getElementById('elementor-toc__heading-anchor-1')!.nextElementSibling).toHaveTextContent('Clothing');
    // Its own title is not listed.
    expect(within(top as HTMLElement).queryByText('On this page')).toBeNull();
  });

  it('folds and unfolds by its buttons (keyboard too), the focus moving to the other button', async () => {
    await started();
    const toc = widget('toc87a');
    const user = userEvent.setup();
    within(toc).getByRole('button', { name: 'Close table of contents' }).focus();
    await user.keyboard('{Enter}');
    expect(toc).toHaveClass(COLLAPSED_CLASS);
    expect(toc.querySelector('.elementor-toc__body')).not.toBeVisible();
    expect(within(toc).getByRole('button', { name: 'Open table of contents' })).toHaveFocus();
    expect(within(toc).getByRole('button', { name: 'Open table of contents' })).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard(' ');
    expect(toc).not.toHaveClass(COLLAPSED_CLASS);
    expect(within(toc).getByRole('button', { name: 'Close table of contents' })).toHaveFocus();
  });
});

describe('share buttons', () => {
  it("open the network's share page in a small window with the page's address and title, encoded; e-mail in the mail program", async () => {
    const opened = vi.spyOn(window, 'open').mockImplementation(() => null);
    await started();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Share on facebook' }));
    expect(opened).toHaveBeenCalledWith(`https://www.facebook.com/sharer.php?u=${encodeURIComponent(location.href)}`, '', expect.stringContaining('width=640,height=480'));
    screen.getByRole('button', { name: 'Share on whatsapp' }).focus();
    await user.keyboard('{Enter}');
    expect(opened).toHaveBeenLastCalledWith(`https://api.whatsapp.com/send?text=*Shop%20%26%20more%20%E2%80%93%20Holdout*%0ATees%20%26%20mugs%0A${encodeURIComponent(location.href)}`, '', expect.any(String));
    expect(shareUrl('email', shareData({}))).toBe(`mailto:?subject=Shop%20%26%20more%20%E2%80%93%20Holdout&body=Tees%20%26%20mugs%0A${encodeURIComponent(location.href)}`);
    expect(shareUrl('mix', shareData({}))).toBeUndefined();
  });

  it("share the widget's own address when it sets one, and drop a `u` parameter pointing off the site", () => {
    expect(shareData({ share_url: { url: 'https://shop.example/sale/' } })).toEqual({ url: 'https://shop.example/sale/', title: '', text: '', image: '' });
    history.replaceState(null, '', '/builder/shop/?u=https://evil.example/&x=1');
    try {
      expect(shareData({}).url).toBe(`${location.origin}/builder/shop/?x=1`);
    } finally {
      history.replaceState(null, '', '/');
    }
  });
});

describe('search form', () => {
  it('full screen: the toggle opens the search as a dialog, the focus in its field; Escape closes it back on the toggle', async () => {
    open();
    const user = userEvent.setup();
    const toggle = within(widget('sf87c')).getByRole('button', { name: 'Search' });
    await user.click(toggle);
    const dialog = await screen.findByRole('dialog', { name: 'Search' });
    expect(dialog).toHaveClass('elementor-search-form--full-screen', 'elementor-lightbox');
    await waitFor(() => expect(within(dialog).getByRole('searchbox', { name: 'Search' })).toHaveFocus());
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(dialog).not.toHaveClass('elementor-search-form--full-screen');
    expect(toggle).toHaveFocus();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // The close button (Space) and a press on the dimmed page close it too.
    await user.keyboard('{Enter}');
    within(dialog).getByRole('button', { name: 'Close this search box.' }).focus();
    await user.keyboard(' ');
    expect(dialog).not.toHaveClass('elementor-search-form--full-screen');
    await user.click(toggle);
    await user.click(dialog);
    expect(dialog).not.toHaveClass('elementor-search-form--full-screen');
  });

  it('classic: the form shows the focus while its field has it (what the first focus started included)', async () => {
    open();
    const user = userEvent.setup();
    const form = widget('sf87d').querySelector('form')!;
    await user.click(within(widget('sf87d')).getByRole('searchbox'));
    await waitFor(() => expect(form).toHaveClass(FOCUS_CLASS));
    await user.tab();
    await user.tab();
    expect(form).not.toHaveClass(FOCUS_CLASS);
  });
});

describe('Facebook embeds', () => {
  it("load Facebook's SDK once as they come into view and have it draw them; when it cannot load, a link to the page says so", async () => {
    const { resetFacebookSdk, SDK_FAILED } = await import('./facebook');
    resetFacebookSdk();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal('ElementorProFrontendConfig', { facebook_sdk: { lang: 'en_GB', app_id: '123' } });
    // The script element fails as it would offline.
    const append = vi.spyOn(document.head, 'append').mockImplementation(function (this: HTMLHeadElement, ...nodes: (Node | string)[]) {
      for (const node of nodes) if (node instanceof HTMLScriptElement) queueMicrotask(() => node.onerror?.(new Event('error')));
    });
    await started();
    expect(append).toHaveBeenCalledTimes(1);
    expect((append.mock.calls[0]![0] as HTMLScriptElement).src).toBe('https://connect.facebook.net/en_GB/sdk.js');
    const embed = widget('fb87f');
    await waitFor(() => expect(within(embed).getByText(SDK_FAILED, { exact: false })).toBeInTheDocument());
    expect(within(embed).getByRole('link', { name: 'See it on Facebook' })).toHaveAttribute('href', 'https://www.facebook.com/holdoutwooshop');
    expect(logged).toHaveBeenCalledWith(expect.stringContaining("[shop-islands] facebook-page: Facebook's SDK did not load"));
  });

  it('parse each widget with the SDK once it has loaded', async () => {
    const { resetFacebookSdk } = await import('./facebook');
    resetFacebookSdk();
    const parse = vi.fn();
    const init = vi.fn();
    vi.spyOn(document.head, 'append').mockImplementation((...nodes: (Node | string)[]) => {
      for (const node of nodes) if (node instanceof HTMLScriptElement) queueMicrotask(() => { vi.stubGlobal('FB', { init, XFBML: { parse } }); node.onload?.(new Event('load')); });
    });
    await started();
    await waitFor(() => expect(parse).toHaveBeenCalledWith(widget('fb87f')));
    expect(init).toHaveBeenCalledWith({ appId: '', version: 'v2.10', xfbml: false });
  });
});
