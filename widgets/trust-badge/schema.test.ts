// The floating badge's props: whatever data-crcolors holds, the badge gets usable colours, and a
// problem to report exactly when they are not the attribute's own.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LIGHT_COLORS, propsSchema } from './schema';

const badge = { className: 'cr-badge badge_size_compact', style: {}, html: '' };
const parse = (crcolors: unknown) => propsSchema.safeParse({ crcolors, compact: badge, big: { ...badge, className: 'cr-badge badge--wide-mobile' } });

describe('trust-badge props', () => {
  it('reads the colours the plugin prints', () => {
    const printed = '{"small":{"border":"#373737","top":"#373737","middle":"#242424","bottom":"#373737"},"big":{"border":"#373737","top":"#373737","middle":"#242424","bottom":"#373737"}}';
    const parsed = parse(printed);
    expect(parsed.success && parsed.data.colors).toEqual(JSON.parse(printed));
    expect(parsed.success && parsed.data.colorsProblem).toBeUndefined();
  });

  it('any data-crcolors at all: light colours and one problem unless it is a valid palette', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json(), fc.jsonValue()), (crcolors) => {
        const parsed = parse(crcolors);
        expect(parsed.success).toBe(true);
        if (!parsed.success) return;
        if (parsed.data.colorsProblem) {
          expect(parsed.data.colors).toBe(LIGHT_COLORS);
          expect(parsed.data.colorsProblem).toMatch(/^data-crcolors.* using the light colours$/);
        } else {
          for (const palette of [parsed.data.colors.small, parsed.data.colors.big]) {
            for (const color of Object.values(palette)) expect(color).toMatch(/^(#[0-9a-f]{3,8}|transparent|(rgb|hsl)a?\([\d\s.,%/]+\))$/i);
          }
        }
      }),
    );
  });

  it('a colour that could end its declaration is refused', () => {
    const palette = { border: '#fff', top: '#fff', middle: 'red;background:url(x)', bottom: '#fff' };
    const parsed = parse({ small: palette, big: palette });
    expect(parsed.success && parsed.data.colorsProblem).toBe('data-crcolors.small.middle must be a colour like #F8942D; using the light colours');
  });
});
