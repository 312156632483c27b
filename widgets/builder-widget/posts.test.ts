// Elementor Pro's post grids: Elementor's masonry (the page builder's load-time work) and the portfolio's filter bar.
import userEvent from '@testing-library/user-event';
import { screen, within } from '@testing-library/dom';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { flushIslands, loadMarkup, startMounts } from '../../fixtures/test-utils';
import { runMasonry } from '../page-builder/pro-widgets';
import { REARRANGE_MS } from './portfolio';

/** Boxes laid out in a grid of `columns` columns, rows as tall as their tallest post (what a browser does before the masonry). */
function grid(heights: number[], columns: number, gap: number): { container: HTMLElement; posts: HTMLElement[] } {
  const container = document.createElement('div');
  const posts = heights.map(() => container.appendChild(document.createElement('article')));
  document.body.append(container);
  const rowTops: number[] = [];
  for (let row = 0, top = 0; row * columns < heights.length; row++) {
    rowTops.push(top);
    top += Math.max(...heights.slice(row * columns, row * columns + columns)) + gap;
  }
  posts.forEach((post, index) => {
    vi.spyOn(post, 'getClientRects').mockReturnValue([{}] as unknown as DOMRectList);
    // The margin set on the post moves it (what the browser would show), measured from the grid's place.
    vi.spyOn(post, 'getBoundingClientRect').mockImplementation(() => ({ top: rowTops[Math.floor(index / columns)]! + (parseFloat(post.style.marginTop) || 0), height: heights[index]! }) as DOMRect);
  });
  vi.spyOn(container, 'getBoundingClientRect').mockReturnValue({ top: 0 } as DOMRect);
  return { container, posts };
}

describe('masonry', () => {
  it('pulls each post after the first row up to sit `gap` below the post above it', () => {
    const { container, posts } = grid([100, 300, 200, 150, 100, 50], 3, 20);
    runMasonry(container, posts, 3, 20);
    expect(container).toHaveClass('elementor-posts-masonry');
    // The second row starts at 320 (the tallest first post): each is pulled up to its column's post.
    expect(posts.map((post) => post.style.marginTop)).toEqual(['', '', '', '-200px', '0px', '-100px']);
  });

  it('one column: no masonry, the margins cleared', () => {
    const { container, posts } = grid([100, 300], 1, 20);
    posts[1]!.style.marginTop = '-50px';
    runMasonry(container, posts, 1, 20);
    expect(container).not.toHaveClass('elementor-posts-masonry');
    expect(posts[1]!.style.marginTop).toBe('');
  });
});

describe('portfolio filter', () => {
  /** The journal and portfolio of the demo, started, the portfolio's Kitchen filter pressed (its first press held while it loads). */
  async function pressKitchen() {
    loadMarkup('builder-widget/posts.html');
    startMounts();
    const portfolio = document.querySelector<HTMLElement>('[data-id="pf87h"]')!;
    const user = userEvent.setup();
    await user.click(within(portfolio).getByText('Kitchen'));
    await flushIslands();
    return { portfolio, user };
  }

  it('shows one category at a time, a radio group: a press, the arrows (the chosen one the only tab stop), Home', async () => {
    const { portfolio, user } = await pressKitchen();
    const shown = (): string[] => [...portfolio.querySelectorAll<HTMLElement>('.elementor-portfolio-item:not([hidden]) h3')].map((title) => title.textContent!);
    expect(shown()).toEqual(['Holdout Reviewed Mug', 'Linen Apron']);
    const group = screen.getByRole('radiogroup', { name: 'Filter' });
    expect(within(group).getByRole('radio', { name: 'Kitchen' })).toBeChecked();
    expect(within(group).getByRole('radio', { name: 'All' })).not.toBeChecked();
    expect(within(group).getByRole('radio', { name: 'All' })).toHaveAttribute('tabindex', '-1');
    within(group).getByRole('radio', { name: 'Kitchen' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(within(group).getByRole('radio', { name: 'Bags' })).toHaveFocus();
    expect(shown()).toEqual(['Canvas Tote', 'Enamel Pin']);
    await user.keyboard('{Home}');
    expect(within(group).getByRole('radio', { name: 'All' })).toBeChecked();
    expect(shown()).toHaveLength(7);
  });

  it('rearranges with motion: the items that come in grow into place over 0.4 s; nothing moves under reduced motion', async () => {
    const grown: Element[] = [];
    const animate = vi.fn(function (this: Element, keyframes: Keyframe[]) {
      if (keyframes[0]?.opacity === 0) grown.push(this);
      return { finished: Promise.resolve() } as unknown as Animation;
    });
    const original = Object.getOwnPropertyDescriptor(Element.prototype, 'animate');
    Element.prototype.animate = animate as unknown as Element['animate'];
    onTestFinished(() => {
      if (original) Object.defineProperty(Element.prototype, 'animate', original);
      else delete (Element.prototype as Partial<Element>).animate;
    });
    const { portfolio, user } = await pressKitchen();
    // The first press's filter: the two kitchen items stay (they were shown), nothing comes in.
    expect(grown).toEqual([]);
    await user.click(within(portfolio).getByText('All'));
    expect(grown.map((item) => item.querySelector('h3')!.textContent)).toHaveLength(5);
    expect(animate).toHaveBeenCalledWith(expect.any(Array), expect.objectContaining({ duration: REARRANGE_MS }));
    animate.mockClear();
    vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({ matches: query === '(prefers-reduced-motion: reduce)', media: query }) as MediaQueryList);
    await user.click(within(portfolio).getByText('Bags'));
    await user.click(within(portfolio).getByText('All'));
    expect(animate).not.toHaveBeenCalled();
  });
});
