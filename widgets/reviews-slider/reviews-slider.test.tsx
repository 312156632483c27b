// reviews-slider on Customer Reviews' slider markup (happy-dom: Swiper gets a measured width from a stub).
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectInvalidProps, flushIslands, loadMarkup, startMounts } from '../../fixtures/test-utils';
import { styleOf } from './review-card';
import { restingPlaces, settingsAt } from './reviews-slider';
import { slickSettingsSchema } from './schema';

const carousel = () => screen.getByRole('group', { name: 'Customer reviews' });
const slides = () => [...document.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]')];
/** The slides a shopper can see and reach: not inert, not hidden. */
const shown = () => slides().filter((slide) => !slide.hasAttribute('inert') && slide.getAttribute('aria-hidden') !== 'true').map((slide) => slide.getAttribute('aria-label'));

/** The ok fixture, with its data-slick changed (or removed) before the island starts. */
async function mount(changeSlick?: (settings: Record<string, unknown>) => Record<string, unknown> | string | null): Promise<HTMLElement> {
  loadMarkup('reviews-slider/ok.html');
  const root = document.querySelector<HTMLElement>('.cr-reviews-slider')!;
  if (changeSlick) {
    const changed = changeSlick(JSON.parse(root.getAttribute('data-slick')!) as Record<string, unknown>);
    if (changed === null) root.removeAttribute('data-slick');
    else root.setAttribute('data-slick', typeof changed === 'string' ? changed : JSON.stringify(changed));
  }
  startMounts();
  await flushIslands();
  return root;
}

/** matchMedia answering `(prefers-reduced-motion: reduce)` as asked and every width query as a 1024 px window. */
function stubMedia({ reducedMotion = false, width = 1024 } = {}): void {
  vi.stubGlobal('matchMedia', (query: string) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query)?.[1];
    const matches = query.includes('prefers-reduced-motion') ? reducedMotion : max !== undefined ? width <= Number(max) : false;
    return { matches, media: query, addEventListener: () => undefined, removeEventListener: () => undefined, onchange: null } as unknown as MediaQueryList;
  });
}

beforeEach(() => {
  // Swiper measures its container; happy-dom lays nothing out.
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(960);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('reviews-slider', () => {
  it('turns the plugin markup into a labelled carousel showing three cards, the others inert and hidden', async () => {
    const root = await mount();
    expect(root).toHaveAttribute('data-island-state', 'mounted');
    expect(carousel()).toHaveAttribute('aria-roledescription', 'carousel');
    expect(slides().map((slide) => slide.getAttribute('aria-label'))).toEqual(['1 of 5', '2 of 5', '3 of 5', '4 of 5', '5 of 5']);
    expect(shown()).toEqual(['1 of 5', '2 of 5', '3 of 5']);
    expect(slides()[3]).toHaveAttribute('inert');
    // The server's card markup stays: reviewer, stars, date, the product link, the card colours.
    const first = slides()[0]!;
    expect(first).toHaveClass('cr-review-card');
    expect(within(first).getByText('Eli Vale')).toBeInTheDocument();
    expect(within(first).getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
    expect(first.querySelector('.cr-review-card-inner')).toHaveStyle({ backgroundColor: '#fbfbfb' });
    expect(within(slides()[1]!).getByRole('link', { name: 'Holdout Variable Hoodie' })).toHaveAttribute('href', '/product/holdout-variable-hoodie/');
    expect(screen.getByRole('button', { name: 'Previous review' })).toBeEnabled();
    expect(within(screen.getByRole('group', { name: 'Choose the reviews to show' })).getAllByRole('button').map((dot) => dot.getAttribute('aria-label'))).toEqual([
      'Show reviews 1 to 3 of 5',
      'Show reviews 2 to 4 of 5',
      'Show reviews 3 to 5 of 5',
    ]);
    expect(screen.queryByRole('button', { name: /automatic slide show/ })).not.toBeInTheDocument();
  });

  it('moves one card with Next and Previous, wraps round at the ends, and jumps with the dots', async () => {
    await mount();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Next review' }));
    expect(shown()).toEqual(['2 of 5', '3 of 5', '4 of 5']);
    expect(screen.getByRole('button', { name: 'Show reviews 2 to 4 of 5' })).toHaveAttribute('aria-current', 'true');
    await user.click(screen.getByRole('button', { name: 'Show reviews 3 to 5 of 5' }));
    expect(shown()).toEqual(['3 of 5', '4 of 5', '5 of 5']);
    await user.click(screen.getByRole('button', { name: 'Next review' }));
    expect(shown()).toEqual(['1 of 5', '2 of 5', '3 of 5']);
    await user.click(screen.getByRole('button', { name: 'Previous review' }));
    expect(shown()).toEqual(['3 of 5', '4 of 5', '5 of 5']);
  });

  it('moves with the arrow keys, Home and End on its controls, focus following the dots', async () => {
    await mount();
    const user = userEvent.setup();
    screen.getByRole('button', { name: 'Next review' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(shown()).toEqual(['2 of 5', '3 of 5', '4 of 5']);
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(shown()).toEqual(['3 of 5', '4 of 5', '5 of 5']);
    screen.getByRole('button', { name: 'Show reviews 3 to 5 of 5' }).focus();
    await user.keyboard('{Home}');
    expect(shown()).toEqual(['1 of 5', '2 of 5', '3 of 5']);
    expect(screen.getByRole('button', { name: 'Show reviews 1 to 3 of 5' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Show reviews 2 to 4 of 5' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(shown()).toEqual(['3 of 5', '4 of 5', '5 of 5']);
  });

  it('keeps the ends when infinite is off, and goes the other way in right-to-left', async () => {
    await mount((settings) => ({ ...settings, infinite: false, rtl: true }));
    expect(carousel()).toHaveAttribute('dir', 'rtl');
    expect(screen.getByRole('button', { name: 'Previous review' })).toBeDisabled();
    const user = userEvent.setup();
    screen.getByRole('button', { name: 'Next review' }).focus();
    await user.keyboard('{ArrowLeft}');
    expect(shown()).toEqual(['2 of 5', '3 of 5', '4 of 5']);
    await user.keyboard('{End}');
    expect(screen.getByRole('button', { name: 'Next review' })).toBeDisabled();
  });

  it('opens a long review in place with Show More and closes it with Show Less, by mouse and keyboard', async () => {
    await mount();
    const user = userEvent.setup();
    const card = slides()[2]!;
    const details = card.querySelector<HTMLElement>('.cr-slider-details')!;
    expect(card.querySelector('.review-text')).toHaveTextContent(/^Absolutely love it\. .+\.\.\. ?Show More/);
    expect(details).not.toBeVisible();
    const more = within(card).getByRole('button', { name: 'Show More' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(more).toHaveAttribute('aria-controls', details.id);
    await user.click(more);
    expect(details).toBeVisible();
    expect(details).toHaveStyle({ display: 'inline' });
    expect(details).toHaveFocus();
    expect(details).toHaveTextContent(/for the winter\.\s*Show Less$/);
    expect(within(card).queryByRole('button', { name: 'Show More' })).not.toBeInTheDocument();
    const less = within(card).getByRole('button', { name: 'Show Less' });
    expect(less).toHaveAttribute('aria-expanded', 'true');
    less.focus();
    await user.keyboard(' ');
    expect(details).not.toBeVisible();
    expect(within(card).getByRole('button', { name: 'Show More' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(details).toBeVisible();
  });

  it('with malformed data-slick: one console error naming the attribute, the shortcode defaults, and a working slider', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const root = await mount(() => '{"slidesToShow":1,');
    expect(root).toHaveAttribute('data-island-state', 'mounted');
    expect(logged).toHaveBeenCalledTimes(1);
    expect(logged.mock.calls[0]?.[0]).toMatch(/^\[shop-islands\] reviews-slider: #cr-reviews-slider-6741a0f2c3b1e: data-slick is not valid JSON \(.+\); the slider uses the shortcode's default settings$/);
    expect(shown()).toEqual(['1 of 5', '2 of 5', '3 of 5']);
    await userEvent.click(screen.getByRole('button', { name: 'Next review' }));
    expect(shown()).toEqual(['2 of 5', '3 of 5', '4 of 5']);
  });

  it("without data-slick: the shortcode's defaults, quietly", async () => {
    const logged = vi.spyOn(console, 'error');
    await mount(() => null);
    expect(shown()).toEqual(['1 of 5', '2 of 5', '3 of 5']);
    expect(screen.getAllByRole('button', { name: /^Show reviews/ })).toHaveLength(3);
    expect(logged).not.toHaveBeenCalled();
  });

  it('shows two cards under 800 px', async () => {
    stubMedia({ width: 700 });
    await mount();
    expect(shown()).toEqual(['1 of 5', '2 of 5']);
    expect(screen.getAllByRole('button', { name: /^Show reviews/ })).toHaveLength(4);
    expect(screen.getByRole('button', { name: 'Next review' })).toBeInTheDocument();
  });

  it('shows one card without arrows under 450 px', async () => {
    stubMedia({ width: 400 });
    await mount();
    expect(shown()).toEqual(['1 of 5']);
    expect(screen.queryByRole('button', { name: 'Next review' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Show review \d of 5$/ })).toHaveLength(5);
  });

  describe('autoplay', () => {
    beforeEach(() => {
      vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    });
    const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

    it('turns every 3 s until the pointer rests on it, and stops for good once the shopper uses it', async () => {
      await mount((settings) => ({ ...settings, autoplay: true, slidesToShow: 1 }));
      const rotation = screen.getByRole('button', { name: 'Stop automatic slide show' });
      expect(document.querySelector('.swiper-wrapper')).toHaveAttribute('aria-live', 'off');
      expect(shown()).toEqual(['1 of 5']);
      advance(3000);
      expect(shown()).toEqual(['2 of 5']);
      fireEvent.pointerEnter(carousel(), { pointerType: 'mouse' });
      advance(6000);
      expect(shown()).toEqual(['2 of 5']);
      fireEvent.pointerLeave(carousel(), { pointerType: 'mouse' });
      advance(3000);
      expect(shown()).toEqual(['3 of 5']);
      fireEvent.pointerDown(screen.getByRole('button', { name: 'Show review 5 of 5' }));
      advance(9000);
      expect(shown()).toEqual(['3 of 5']);
      expect(rotation).toHaveAccessibleName('Start automatic slide show');
      expect(document.querySelector('.swiper-wrapper')).toHaveAttribute('aria-live', 'polite');
      fireEvent.click(rotation);
      expect(rotation).toHaveAccessibleName('Stop automatic slide show');
      advance(3000);
      expect(shown()).toEqual(['4 of 5']);
    });

    it('stops when keyboard focus comes into the slider', async () => {
      await mount((settings) => ({ ...settings, autoplay: true, slidesToShow: 1 }));
      act(() => screen.getByRole('button', { name: 'Next review' }).focus());
      advance(6000);
      expect(shown()).toEqual(['1 of 5']);
      expect(screen.getByRole('button', { name: 'Start automatic slide show' })).toBeInTheDocument();
    });

    it('does not start by itself under prefers-reduced-motion', async () => {
      stubMedia({ reducedMotion: true });
      await mount((settings) => ({ ...settings, autoplay: true, slidesToShow: 1 }));
      advance(9000);
      expect(shown()).toEqual(['1 of 5']);
      expect(screen.getByRole('button', { name: 'Start automatic slide show' })).toBeInTheDocument();
    });
  });

  it('leaves the empty state and the product block media sliders alone', async () => {
    const logged = vi.spyOn(console, 'error');
    document.body.innerHTML =
      '<div class="cr-no-reviews">No reviews to show</div>' +
      '<div class="cr-ajax-reviews-cus-images-slider-main cr-reviews-slider" data-slick=\'{"slidesToShow":1}\'><div class="cr-ajax-reviews-slide-main">a</div></div>' +
      '<div class="cr-ajax-reviews-cus-images-slider-nav cr-reviews-slider" data-slick=\'{"slidesToShow":3}\'><div class="cr-ajax-reviews-slide-nav">b</div></div>';
    startMounts();
    await flushIslands();
    expect(document.querySelector('[data-island-root="reviews-slider"]')).toBeNull();
    expect(screen.getByText('No reviews to show')).toBeInTheDocument();
    expect(logged).not.toHaveBeenCalled();
  });

  it.each(['props-missing', 'props-invalid', 'props-corrupted'])('%s: one console error, the server markup stays', async (fixture) => {
    await expectInvalidProps('reviews-slider', fixture);
    expect(document.body.textContent).toMatch(/Eli Vale|Great hoodie/);
  });
});

describe('slick settings', () => {
  const plugin = slickSettingsSchema.parse({
    slidesToShow: 3,
    dots: true,
    responsive: [
      { breakpoint: 800, settings: { slidesToShow: 2 } },
      { breakpoint: 450, settings: { arrows: false, slidesToShow: 1 } },
    ],
  });

  it("fills in slick's own defaults for keys the JSON leaves out", () => {
    expect(slickSettingsSchema.parse({})).toMatchObject({ infinite: true, dots: false, arrows: true, slidesToShow: 1, slidesToScroll: 1, autoplay: false, autoplaySpeed: 3000, speed: 300, rtl: false, responsive: [] });
    expect(slickSettingsSchema.parse({ slidesToShow: '2' }).slidesToShow).toBe(2);
    expect(slickSettingsSchema.safeParse({ slidesToShow: 0 }).success).toBe(false);
  });

  it("applies one breakpoint's settings over the base ones, as slick does", () => {
    expect(settingsAt(plugin, undefined)).toMatchObject({ slidesToShow: 3, arrows: true, dots: true });
    expect(settingsAt(plugin, 800)).toMatchObject({ slidesToShow: 2, arrows: true });
    expect(settingsAt(plugin, 450)).toMatchObject({ slidesToShow: 1, arrows: false, dots: true });
  });

  it('rests at every step and at the last full view', () => {
    expect(restingPlaces(9, 3, 1)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(restingPlaces(9, 3, 2)).toEqual([0, 2, 4, 6]);
    expect(restingPlaces(8, 3, 3)).toEqual([0, 3, 5]);
    expect(restingPlaces(2, 3, 1)).toEqual([0]);
  });

  it('reads an inline style into React style', () => {
    expect(styleOf('border-color: #ebebeb; background-color:#fbfbfb;; --x: 1')).toEqual({ borderColor: '#ebebeb', backgroundColor: '#fbfbfb', '--x': '1' });
  });
});
