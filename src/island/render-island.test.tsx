import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderIsland } from './render-island';

const stylesInHead = (id: string): number => document.head.querySelectorAll(`style[data-island-style="${id}"]`).length;

afterEach(() => {
  document.body.innerHTML = '';
});

describe('renderIsland: the widget’s styles', () => {
  it('adds each of the widget’s styles to the page before its first render, once for any number of mount points', () => {
    const seenAtRender: number[] = [];
    function Badge() {
      seenAtRender.push(stylesInHead('test-badge'));
      return <b>badge</b>;
    }
    const cleanups = ['one', 'two'].map((id) => {
      const mountPoint = Object.assign(document.createElement('div'), { id });
      document.body.append(mountPoint);
      return renderIsland(mountPoint, { name: 'test-badge', takeover: 'append', Component: Badge, styles: { 'test-badge': '.b{color:red}', 'test-shared': '.s{}' }, props: {}, onCrash: vi.fn() });
    });
    expect(seenAtRender).toEqual([1, 1]);
    expect(stylesInHead('test-badge')).toBe(1);
    expect(stylesInHead('test-shared')).toBe(1);
    expect(document.head.querySelector('style[data-island-style="test-badge"]')?.textContent).toBe('.b{color:red}');
    expect(document.body.textContent).toBe('badgebadge');
    cleanups.forEach((cleanup) => cleanup());
  });
});
