// Props of Customer Reviews' reviews slider: its slick settings (data-slick) and its review cards.
import * as z from 'zod/mini';
import { parseDataJson } from '@/dom';

const wholeNumber = z.pipe(z.union([z.number(), z.string().check(z.regex(/^\d+$/, 'expected a whole number'))]), z.transform(Number));
/** slidesToShow, slidesToScroll: 1 or more. */
const count = z.pipe(wholeNumber, z.int().check(z.minimum(1, 'must be 1 or more')));
/** Milliseconds, pixels, indexes: 0 or more. */
const amount = z.pipe(wholeNumber, z.int().check(z.minimum(0, 'must be 0 or more')));

/** What a `responsive` entry may change (slick applies the one matching entry over the base settings). */
const breakpointSettingsSchema = z.object({
  slidesToShow: z.optional(count),
  slidesToScroll: z.optional(count),
  arrows: z.optional(z.boolean()),
  dots: z.optional(z.boolean()),
  infinite: z.optional(z.boolean()),
  autoplay: z.optional(z.boolean()),
});

/** The slick options the slider honours; a key the JSON leaves out takes slick's own default, as slick did. */
export const slickSettingsSchema = z.object({
  infinite: z._default(z.boolean(), true),
  dots: z._default(z.boolean(), false),
  arrows: z._default(z.boolean(), true),
  slidesToShow: z._default(count, 1),
  slidesToScroll: z._default(count, 1),
  /** Slick's height follows the shown slide; here every card is as tall as the tallest, as the plugin's flex track made them. */
  adaptiveHeight: z._default(z.boolean(), false),
  autoplay: z._default(z.boolean(), false),
  autoplaySpeed: z._default(amount, 3000),
  speed: z._default(amount, 300),
  initialSlide: z._default(amount, 0),
  rtl: z._default(z.boolean(), false),
  /** Below `breakpoint` px of window width, `settings` apply (the smallest matching breakpoint wins). */
  responsive: z._default(z.array(z.object({ breakpoint: count, settings: breakpointSettingsSchema })), []),
});

/** The shortcode's own data-slick (CR_Reviews_Slider defaults): used when data-slick is missing or not JSON. */
export const PLUGIN_SLICK_DEFAULTS = {
  infinite: true,
  dots: true,
  slidesToShow: 3,
  slidesToScroll: 1,
  adaptiveHeight: true,
  autoplay: false,
  responsive: [
    { breakpoint: 800, settings: { slidesToShow: 2 } },
    { breakpoint: 650, settings: { slidesToShow: 1 } },
    { breakpoint: 450, settings: { arrows: false, slidesToShow: 1 } },
  ],
} as const;

/** data-slick as printed (a JSON string) or as an object (explicit mounts' JSON) → the settings to parse, and why the defaults replaced it. */
function decodeSlick(value: unknown): { settings: unknown; problem?: string } {
  if (value === undefined || value === null || value === '') return { settings: PLUGIN_SLICK_DEFAULTS };
  if (typeof value !== 'string') return { settings: value };
  try {
    return { settings: parseDataJson(value, 'data-slick', 'object') };
  } catch (error) {
    return { settings: PLUGIN_SLICK_DEFAULTS, problem: (error as Error).message };
  }
}

const slickSchema = z.pipe(z.pipe(z.unknown(), z.transform(decodeSlick)), z.object({ settings: slickSettingsSchema, problem: z.optional(z.string()) }));

/** `div.review-text`: the whole text (server HTML), or max_chars of plain text with the rest behind "Show More". */
export const reviewTextSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('full'), html: z.string() }),
  z.object({
    kind: z.literal('more'),
    short: z.string(),
    more: z.string(),
    moreLabel: z._default(z.string().check(z.minLength(1)), 'Show More'),
    lessLabel: z._default(z.string().check(z.minLength(1)), 'Show Less'),
  }),
]);

/** One `div.cr-review-card`, in the pieces the island renders: server markup around the text it controls. */
export const cardSchema = z.object({
  /** `.cr-review-card-inner`'s inline style (the shortcode's border and background colours). */
  innerStyle: z._default(z.string(), ''),
  /** `.cr-review-card-inner` markup before `.middle-row`: reviewer, rating, title, custom questions. */
  header: z._default(z.string(), ''),
  /** Absent when the card has no `.middle-row .review-text` (the header then holds the whole card). */
  text: z.optional(reviewTextSchema),
  /** `.middle-row` markup after `.review-content`: verified badge, date. */
  meta: z._default(z.string(), ''),
  /** `.cr-review-card-inner` markup after `.middle-row`: incentive badge, product. */
  footer: z._default(z.string(), ''),
});

export const propsSchema = z.object({
  /** The slider element's id (`cr-reviews-slider-<uniqid>`), for messages. */
  id: z._default(z.string(), ''),
  /** The carousel's accessible name. */
  label: z._default(z.string().check(z.minLength(1)), 'Customer reviews'),
  /** data-slick; missing → the shortcode's defaults. */
  slick: z.prefault(slickSchema, ''),
  cards: z.array(cardSchema).check(z.minLength(1, 'the slider has no div.cr-review-card')),
});

export type SlickSettings = z.output<typeof slickSettingsSchema>;
export type ReviewText = z.output<typeof reviewTextSchema>;
export type ReviewCard = z.output<typeof cardSchema>;
export type ReviewsSliderProps = z.output<typeof propsSchema>;
