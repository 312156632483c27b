// Props of Customer Reviews' floating trust badge (`div#cr_floatingtrustbadge`, see read-props.ts).
import * as z from 'zod/mini';
import { parseDataJson } from '@/dom';

/** A colour as the plugin prints them (#hex), or rgb()/hsl(), or transparent. */
const colorSchema = z.string().check(z.regex(/^(#[0-9a-f]{3,8}|transparent|(rgb|hsl)a?\([\d\s.,%/]+\))$/i, 'must be a colour like #F8942D'));

const paletteSchema = z.object({ border: colorSchema, top: colorSchema, middle: colorSchema, bottom: colorSchema });

const colorsSchema = z.object({ small: paletteSchema, big: paletteSchema });

export type Palette = z.output<typeof paletteSchema>;
export type FloatingColors = z.output<typeof colorsSchema>;

/** CR_Floating_Trust_Badge::$floating_light, the plugin's default (ivole_trust_badge_floating_type = light). */
export const LIGHT_COLORS: FloatingColors = {
  small: { border: '#dfdfdf', top: '#FFFFFF', middle: '#F8942D', bottom: '#FFFFFF' },
  big: { border: '#dfdfdf', top: '#F8942D', middle: '#FFFFFF', bottom: '#F2F2F2' },
};

/**
 * `data-crcolors`: the JSON the plugin prints (a string), or an object from explicit props. A badge
 * without it (older plugin versions) gets the light colours; a broken one too, with a problem to report,
 * because the badge itself still works and is worth keeping.
 */
function colorsOf(raw: unknown): { colors: FloatingColors; colorsProblem?: string } {
  if (raw === undefined) return { colors: LIGHT_COLORS };
  let value: unknown = raw;
  if (typeof raw === 'string') {
    try {
      value = parseDataJson(raw, 'data-crcolors');
    } catch (error) {
      return { colors: LIGHT_COLORS, colorsProblem: `${(error as Error).message}; using the light colours` };
    }
  }
  const parsed = colorsSchema.safeParse(value);
  if (parsed.success) return { colors: parsed.data };
  const issue = parsed.error.issues[0];
  const field = ['data-crcolors', ...(issue?.path ?? [])].map(String).join('.');
  return { colors: LIGHT_COLORS, colorsProblem: `${field} ${issue?.message ?? 'is invalid'}; using the light colours` };
}

/** One of the two `div.cr-badge` the plugin prints in the floating badge: its classes, inline style and contents. */
const badgeSchema = (selector: string) =>
  z.object(
    {
      className: z.string().check(z.regex(/(^|\s)cr-badge(\s|$)/, 'must carry the class cr-badge')),
      /** Inline style declarations but `display` (the island shows and hides the badges). */
      style: z._default(z.record(z.string(), z.string()), {}),
      /** The server's inner markup of the badge (stars, counts, the link to the reviews page). */
      html: z.string(),
    },
    `the floating badge has no ${selector}`,
  );

export const propsSchema = z.pipe(
  z.object({
    crcolors: z.optional(z.unknown()),
    compact: badgeSchema('div.cr-badge.badge_size_compact'),
    big: badgeSchema('div.cr-badge.badge--wide-mobile'),
  }),
  z.transform(({ crcolors, compact, big }) => ({ ...colorsOf(crcolors), compact, big })),
);

export type BadgeParts = TrustBadgeProps['compact'];
export type TrustBadgeProps = z.output<typeof propsSchema>;
