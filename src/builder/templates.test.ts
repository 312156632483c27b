// RT11: a template or section type must have a key and a title.
import { describe, expect, it } from 'vitest';
import { createTemplateRegistry } from './templates';

describe('createTemplateRegistry', () => {
  it.each([[{ title: 'Header' }], [{ key: 'header' }], [{ key: '', title: 'Header' }], [undefined]])('refuses %j with Elementor\'s message', (type) => {
    expect(() => createTemplateRegistry().register(type as never)).toThrow(new Error('Template type must have key and title'));
  });

  it('keeps types by key, ordered, with the defaults', () => {
    const registry = createTemplateRegistry();
    registry.register({ key: 'footer', title: 'Footer', order: 20 });
    registry.register({ key: 'header', title: 'Header' });
    registry.register({ key: 'popup', title: 'Popup', order: 5 });
    expect(registry.getAll().map(({ key }) => key)).toEqual(['popup', 'header', 'footer']);
    expect(registry.get('header')).toEqual({ key: 'header', title: 'Header', description: '', order: 10 });
  });
});
