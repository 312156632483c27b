// Registry invariants: names, folders, lazy references only, and the public surface of each widget.
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { mounts } from '.';

const here = dirname(fileURLToPath(import.meta.url));

describe('the mount registry', () => {
  it('has unique kebab-case names that match a widget folder', () => {
    const names = mounts.map((mount) => mount.name);
    expect(new Set(names).size).toBe(names.length);
    const folders = readdirSync(join(here, '..', 'widgets'));
    for (const name of names) {
      expect(name).toMatch(/^[a-z]+(-[a-z]+)+$/);
      expect(folders).toContain(name);
    }
  });

  it('references widgets only through import()', () => {
    for (const file of readdirSync(here).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))) {
      const source = readFileSync(join(here, file), 'utf8');
      expect(source, file).not.toMatch(/^import[^;]*from\s+['"][^'"]*widgets/m);
    }
  });

  it('loads modules that export what their kind needs', async () => {
    for (const mount of mounts) {
      const module = (await mount.load()) as unknown as Record<string, unknown>;
      expect(typeof (module.propsSchema as { safeParse?: unknown }).safeParse, mount.name).toBe('function');
      expect(typeof (mount.kind === 'island' ? module.Component : module.attach), mount.name).toBe('function');
      expect(Object.keys(module).every((key) => ['propsSchema', 'readProps', 'Component', 'attach', 'styles', 'beforeRender'].includes(key)), mount.name).toBe(true);
      // An island's CSS, by style id, adopted by the runtime before its first render (a behaviour has none).
      if ('styles' in module) expect(mount.kind === 'island' && Object.values(module.styles as object).every((css) => typeof css === 'string'), mount.name).toBe(true);
      // What an island asks for before its first render (the mount step awaits it; a behaviour has none).
      if ('beforeRender' in module) expect(mount.kind === 'island' && typeof module.beforeRender === 'function', mount.name).toBe(true);
    }
  });

  it('gives every widget a README and the four markup fixtures (plus one per other plugin version it reads)', () => {
    for (const { name } of mounts) {
      expect(readFileSync(join(here, '..', 'widgets', name, 'README.md'), 'utf8')).toContain(`# ${name}`);
      expect(readdirSync(join(here, '..', 'fixtures', 'markup', name))).toEqual(expect.arrayContaining(['ok.html', 'props-corrupted.html', 'props-invalid.html', 'props-missing.html']));
    }
  });
});

describe('mount selectors shared with services', () => {
  it('shop-notices starts for exactly the notices src/dom/notices.ts focuses', async () => {
    const { ALERT_NOTICES } = await import('./shop-notices');
    const { ALERT_NOTICE_SELECTOR } = await import('../src/dom');
    document.body.innerHTML = [
      '<div class="woocommerce-message" role="alert">a</div>',
      '<ul class="woocommerce-error" role="alert"><li>b</li></ul>',
      '<div class="wc-block-components-notice-banner" role="alert">c</div>',
      '<div class="woocommerce-info" role="alert">not this</div>',
      '<div class="woocommerce-message" role="status">nor this</div>',
    ].join('');
    expect([...document.querySelectorAll(ALERT_NOTICES)]).toEqual([...document.querySelectorAll(ALERT_NOTICE_SELECTOR)]);
    expect(document.querySelectorAll(ALERT_NOTICES)).toHaveLength(3);
  });
});
