// builder-widget: ElementsKit's image comparison as twentytwenty laid it out, with a WAI-ARIA slider for a handle.
import userEvent from '@testing-library/user-event';
import { screen } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { flushIslands, loadMarkup, startMounts } from '../../fixtures/test-utils';

const widget = (id: string): HTMLElement => document.querySelector(`[data-id="${id}"]`)!;

async function started(): Promise<void> {
  loadMarkup('builder-widget/carousels.html');
  startMounts();
  await flushIslands();
}

describe('image comparison', () => {
  it("lays the before image over the after one, cut at data-offset, in twentytwenty's classes", async () => {
    await started();
    const container = widget('q1').querySelector('.elementskit-image-comparison')!;
    expect(container).toHaveClass('twentytwenty-container');
    expect(container.parentElement).toHaveClass('twentytwenty-wrapper', 'twentytwenty-horizontal');
    expect(container.querySelector<HTMLElement>('.twentytwenty-before')!.style.clipPath).toBe('inset(0 70% 0 0)');
    expect(container.querySelector('.twentytwenty-before-label')).toHaveAttribute('data-content', 'New');
    expect(widget('q2').querySelector('.twentytwenty-wrapper')).toHaveClass('twentytwenty-vertical');
    // The captured markup's overlay is off: no labels over the images.
    expect(widget('q2').querySelector<HTMLElement>('.twentytwenty-overlay')!.style.display).toBe('none');
  });

  it('moves with the keyboard as a slider: arrows 1 %, Page Up 10 %, Home and End', async () => {
    await started();
    const slider = screen.getByRole('slider', { name: 'New and Washed' });
    expect(slider).toHaveAttribute('aria-valuenow', '30');
    expect(slider).toHaveAttribute('aria-valuetext', '30% New, 70% Washed');
    slider.focus();
    const user = userEvent.setup();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(slider).toHaveAttribute('aria-valuenow', '32');
    await user.keyboard('{PageUp}');
    expect(slider).toHaveAttribute('aria-valuenow', '42');
    await user.keyboard('{End}');
    expect(slider).toHaveAttribute('aria-valuenow', '100');
    expect(widget('q1').querySelector<HTMLElement>('.twentytwenty-before')!.style.clipPath).toBe('inset(0 0% 0 0)');
    await user.keyboard('{Home}{ArrowLeft}');
    expect(slider).toHaveAttribute('aria-valuenow', '0');
    expect(screen.getByRole('slider', { name: 'Before and After' })).toHaveAttribute('aria-orientation', 'vertical');
  });
});
