// builder-widget: ElementsKit's pie chart and image accordion.
import userEvent from '@testing-library/user-event';
import { screen, within } from '@testing-library/dom';
import { describe, expect, it, vi } from 'vitest';
import { flushIslands, loadMarkup, startMounts, touchMountPoints } from '../../fixtures/test-utils';

const widget = (id: string): HTMLElement => document.querySelector(`[data-id="${id}"]`)!;

/**
 * The page's pie chart starts with every widget, and happy-dom cannot draw it: that one error is the pie chart test's
 * subject, and would print the whole chart element into the log of every other test. Any other error still shows.
 */
function quietPieChart(): void {
  const { error } = console;
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => !String(args[0]).includes('the pie chart cannot draw') && error(...args));
}

async function started(): Promise<void> {
  if (!vi.isMockFunction(console.error)) quietPieChart();
  loadMarkup('builder-widget/more.html');
  startMounts();
  touchMountPoints();
  await flushIslands();
}

describe('pie chart', () => {
  it('logs "Invalid element" and draws nothing when the browser cannot draw on a canvas (the drawing is in the e2e test)', async () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await started();
    expect(logged).toHaveBeenCalledWith('[shop-islands] builder-widget: Invalid element (the pie chart cannot draw on a canvas)', widget('r1').querySelector('.colorful-chart'));
    expect(widget('r1').querySelector('canvas')).toBeNull();
    expect(widget('r1')).toHaveTextContent('72%');
  });
});

describe('image accordion', () => {
  it('keeps its radios for the keyboard and screen readers from the scan, named by their labels', () => {
    loadMarkup('builder-widget/more.html');
    startMounts();
    const knitwear = screen.getByRole('radio', { name: 'Knitwear' });
    expect(knitwear).toBeChecked();
    expect(knitwear).not.toHaveAttribute('hidden');
    expect(knitwear).toHaveClass('elementor-screen-only');
  });

  it('opens an item on a click or with the arrows, and follows only http(s), mailto and tel links of the open one', async () => {
    const opened = vi.spyOn(window, 'open').mockImplementation(() => null);
    await started();
    const user = userEvent.setup();
    const label = (name: string): HTMLElement => [...widget('r3').querySelectorAll<HTMLElement>('label')].find((each) => each.textContent!.includes(name))!;
    await user.click(label('Outerwear'));
    expect(screen.getByRole('radio', { name: 'Outerwear' })).toBeChecked();
    expect(label('Outerwear')).toHaveClass('item-opened');
    expect(label('Knitwear')).not.toHaveClass('item-opened');
    expect(opened).not.toHaveBeenCalled();
    // Open, its link is javascript: — refused.
    await user.click(label('Outerwear'));
    expect(opened).not.toHaveBeenCalled();
    screen.getByRole('radio', { name: 'Support' }).focus();
    screen.getByRole('radio', { name: 'Support' }).click();
    expect(label('Support')).toHaveClass('item-opened');
    await user.keyboard('{Enter}');
    // A new tab, without a hold on this page.
    expect(opened).toHaveBeenCalledWith('mailto:help@shop.example', '_blank', 'noopener');
    await user.click(label('Knitwear'));
    await user.click(label('Knitwear'));
    expect(opened).toHaveBeenLastCalledWith('https://shop.example/knitwear/', '_self');
  });

  it('follows a relative address, resolved against the page', async () => {
    const opened = vi.spyOn(window, 'open').mockImplementation(() => null);
    quietPieChart();
    loadMarkup('builder-widget/more.html');
    document.querySelector('label[for="ekit_ia_r1_0"]')!.setAttribute('data-link', '{"url":"/shop/?orderby=price","is_external":""}');
    startMounts();
    touchMountPoints();
    await flushIslands();
    await userEvent.setup().click(document.querySelector<HTMLElement>('label[for="ekit_ia_r1_0"]')!);
    expect(opened).toHaveBeenCalledWith(`${location.origin}/shop/?orderby=price`, '_self');
  });
});

describe('team member', () => {
  it("opens the member's details in a modal dialog named by the name; Close puts them back and the focus on the link", async () => {
    await started();
    const user = userEvent.setup();
    const nameLink = screen.getByRole('link', { name: 'Rosa Lima' });
    expect(nameLink).toHaveAttribute('aria-haspopup', 'dialog');
    expect(screen.getByRole('link', { name: 'Rosa Lima: profile' })).toBeInTheDocument();
    await user.click(nameLink);
    const dialog = document.querySelector('dialog.shop-islands-team-dialog')!;
    expect(dialog).toHaveAttribute('open');
    expect(dialog).toHaveAccessibleName('Rosa Lima');
    expect(dialog).toHaveTextContent('Twenty years at the machines in Porto');
    await user.click(within(dialog as HTMLElement).getByRole('button', { name: 'Close' }));
    expect(document.querySelector('dialog')).toBeNull();
    expect(widget('r4').querySelector('.elementskit-team-popup')).toHaveClass('mfp-hide');
    expect(nameLink).toHaveFocus();
  });
});
