// link-button: Space and Enter click links marked role="button", exactly once.
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectInvalidProps, flushIslands, loadMarkup, startMounts as start } from '../../fixtures/test-utils';

function countClicks(link: Element): { count: number } {
  const clicks = { count: 0 };
  link.addEventListener('click', (event) => {
    event.preventDefault();
    clicks.count++;
  });
  return clicks;
}

describe('link-button', () => {
  it('Space on a pending link loads the behaviour and clicks it once; later Space and Enter click once each', async () => {
    loadMarkup('link-button/ok.html');
    start();
    const remove = document.querySelector<HTMLAnchorElement>('a.remove')!;
    const clicks = countClicks(remove);
    expect(remove).toHaveAttribute('data-island-state', 'pending');
    remove.focus();
    await userEvent.keyboard(' ');
    await flushIslands();
    expect(remove).toHaveAttribute('data-island-state', 'mounted');
    expect(clicks.count).toBe(1);
    await userEvent.keyboard(' ');
    expect(clicks.count).toBe(2);
    await userEvent.keyboard('{Enter}');
    expect(clicks.count).toBe(3);
  });

  it('makes Enter work on a link without href', async () => {
    loadMarkup('link-button/ok.html');
    start();
    const toggle = document.querySelector<HTMLAnchorElement>('a.menu-toggle-link')!;
    const clicks = countClicks(toggle);
    toggle.focus();
    await flushIslands();
    await userEvent.keyboard('{Enter}');
    expect(clicks.count).toBe(1);
  });

  it('leaves other keys, modified keys and the mini cart remove links alone', async () => {
    document.body.innerHTML = '<a role="button" href="#x" class="toggle">Toggle</a><ul><li class="woocommerce-mini-cart-item"><a role="button" href="/cart/?remove_item=a" class="remove remove_from_cart_button" data-cart_item_key="a">&times;</a></li></ul>';
    start();
    const toggle = document.querySelector<HTMLAnchorElement>('a.toggle')!;
    const clicks = countClicks(toggle);
    toggle.focus();
    await flushIslands();
    await userEvent.keyboard('a{Shift>} {/Shift}');
    expect(clicks.count).toBe(0);
    expect(document.querySelector('a.remove_from_cart_button')).not.toHaveAttribute('data-island', 'link-button');
    expect(document.querySelector('a.remove_from_cart_button')).not.toHaveAttribute('data-island-state');
  });

  it('props-missing: an explicit mount without props works', async () => {
    loadMarkup('link-button/props-missing.html');
    start();
    await flushIslands();
    const link = document.querySelector<HTMLAnchorElement>('a.theme-toggle')!;
    const clicks = countClicks(link);
    link.focus();
    await userEvent.keyboard(' ');
    expect(clicks.count).toBe(1);
  });

  it.each(['props-corrupted', 'props-invalid'])('%s: reports the mount and leaves the link', async (fixture) => {
    await expectInvalidProps('link-button', fixture);
    expect(document.querySelector('a.theme-toggle')).toBeInTheDocument();
  });
});
