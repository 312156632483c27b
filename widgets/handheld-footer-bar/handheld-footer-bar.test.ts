// handheld-footer-bar: the footer bar's Search opens its box (and stays on the page), the bar steps aside while a field has the focus.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectInvalidProps, flushIslands, loadMarkup, startMounts as start } from '../../fixtures/test-utils';

// `<a href="">`: a link to browsers, not to the DOM testing library's role table.
const searchLink = () => document.querySelector<HTMLAnchorElement>('li.search > a')!;
const searchItem = () => searchLink().parentElement!;

describe('handheld-footer-bar', () => {
  it('the first press on Search opens the search box above the bar and puts the focus in its field; the page stays', async () => {
    loadMarkup('handheld-footer-bar/ok.html');
    start();
    const followed: boolean[] = [];
    document.addEventListener('click', (event) => followed.push(!event.defaultPrevented));
    await userEvent.click(searchLink());
    await waitFor(() => expect(searchItem()).toHaveClass('active'));
    expect(searchLink()).toHaveAttribute('aria-expanded', 'true');
    expect(searchLink()).toHaveAttribute('aria-controls', searchItem().querySelector('.site-search')!.id);
    expect(screen.getByRole('searchbox', { name: 'Search for:' })).toHaveFocus();
    expect(followed.every((isFollowed) => !isFollowed)).toBe(true);
    await userEvent.keyboard('mug');
    await userEvent.click(searchLink());
    expect(searchItem()).not.toHaveClass('active');
    expect(searchLink()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('searchbox', { name: 'Search for:' })).toHaveValue('mug');
  });

  it('Escape closes the open search box and puts the focus back on Search', async () => {
    loadMarkup('handheld-footer-bar/ok.html');
    start();
    searchLink().focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(searchItem()).toHaveClass('active'));
    await userEvent.keyboard('{Escape}');
    expect(searchItem()).not.toHaveClass('active');
    expect(searchLink()).toHaveFocus();
  });

  it('the bar steps aside while a form field outside it has the focus (sf-input-focused), before any chunk', async () => {
    loadMarkup('handheld-footer-bar/ok.html');
    start();
    await userEvent.click(screen.getByRole('textbox', { name: 'Username' }));
    expect(document.body).toHaveClass('sf-input-focused');
    await userEvent.click(screen.getByRole('combobox', { name: 'Shop order' }));
    expect(document.body).toHaveClass('sf-input-focused');
    screen.getByRole('textbox', { name: 'Leave empty' }).focus();
    expect(document.body).not.toHaveClass('sf-input-focused');
    screen.getByRole('textbox', { name: 'Username' }).focus();
    screen.getByRole('link', { name: 'My Account' }).focus();
    expect(document.body).not.toHaveClass('sf-input-focused');
    // The bar's own search field leaves it where it is.
    screen.getByRole('searchbox', { name: 'Search for:' }).focus();
    expect(document.body).not.toHaveClass('sf-input-focused');
    expect(document.querySelector('.storefront-handheld-footer-bar')).toHaveAttribute('data-island-state', 'pending');
  });

  it("an explicit mount on a theme's own bar works the same", async () => {
    loadMarkup('handheld-footer-bar/props-missing.html');
    start();
    await userEvent.click(searchLink());
    await waitFor(() => expect(searchItem()).toHaveClass('active'));
    expect(screen.getByRole('searchbox', { name: 'Search the shop' })).toHaveFocus();
  });

  it("leaves the bar to the theme's footer.js when the page still loads it: nothing starts, and the press reaches the theme's handler at once", async () => {
    loadMarkup('handheld-footer-bar/ok.html');
    document.body.insertAdjacentHTML('beforeend', '<script src="/wp-content/themes/storefront/assets/js/footer.min.js?ver=4.6.2" id="storefront-handheld-footer-bar-js" type="text/plain"></script>');
    // The theme's own handler on the link, as footer.js binds it (it opens the box itself).
    let themePresses = 0;
    searchLink().addEventListener('click', (event) => {
      event.preventDefault();
      themePresses += 1;
    });
    start();
    await userEvent.click(searchLink());
    // Not held for a chunk: the theme answered the press as it was made.
    expect(themePresses).toBe(1);
    await flushIslands();
    expect(document.querySelector('.storefront-handheld-footer-bar')).not.toHaveAttribute('data-island-state');
    expect(searchLink()).not.toHaveAttribute('aria-expanded');
  });

  it.each(['props-corrupted', 'props-invalid'])('%s: one console error naming the widget', async (fixture) => {
    await expectInvalidProps('handheld-footer-bar', fixture);
  });
});
