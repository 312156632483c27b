// Variation Swatches for WooCommerce's settings globals: the swatches' and the variation gallery's options.
import * as z from 'zod/mini';
import { memo, readGlobal, text, wpBoolean, wpNumber } from './read-global';

export interface SwatchesSettings {
  readonly showVariationLabel: boolean;
  readonly variationLabelSeparator: string;
  readonly clearOnReselect: boolean;
  readonly clickableOutOfStock: boolean;
  readonly outOfStockTooltipText: string;
  readonly unavailableTooltipText: string;
  readonly disableOutOfStock: boolean;
  readonly deselectUnavailable: boolean;
  readonly showVariationStock: boolean;
  readonly stockLabelThreshold: number;
}

/** A swatches flag as the 2.2.0 script reads it: true, 1, "1", "true", "yes", "on". */
const tolerantBoolean = z.pipe(
  z.union([z.boolean(), z.number(), z.string()]),
  z.transform((value) => value === true || value === 1 || (typeof value === 'string' && ['1', 'true', 'yes', 'on'].includes(value.toLowerCase()))),
);

/**
 * `woo_variation_swatches_options`. The free plugin prints show_variation_label, clear_on_reselect,
 * variation_label_separator, show_variation_stock and stock_label_threshold; the other keys arrive only
 * from the Pro add-on, so their defaults are the free plugin's behaviour (out-of-stock items clickable).
 */
export const readSwatchesSettings = memo((): SwatchesSettings => {
  const raw = readGlobal(
    'woo_variation_swatches_options',
    {
      show_variation_label: tolerantBoolean,
      variation_label_separator: text,
      clear_on_reselect: tolerantBoolean,
      clickable_out_of_stock: tolerantBoolean,
      out_of_stock_tooltip_text: text,
      unavailable_tooltip_text: text,
      disable_out_of_stock: tolerantBoolean,
      deselect_unavailable: tolerantBoolean,
      show_variation_stock: tolerantBoolean,
      stock_label_threshold: wpNumber,
    },
    {
      show_variation_label: true,
      variation_label_separator: ':',
      clear_on_reselect: false,
      clickable_out_of_stock: true,
      out_of_stock_tooltip_text: 'Out of stock',
      unavailable_tooltip_text: 'Unavailable',
      disable_out_of_stock: false,
      deselect_unavailable: false,
      show_variation_stock: false,
      stock_label_threshold: 5,
    },
  );
  return {
    showVariationLabel: raw.show_variation_label,
    variationLabelSeparator: raw.variation_label_separator,
    clearOnReselect: raw.clear_on_reselect,
    clickableOutOfStock: raw.clickable_out_of_stock,
    outOfStockTooltipText: raw.out_of_stock_tooltip_text,
    unavailableTooltipText: raw.unavailable_tooltip_text,
    disableOutOfStock: raw.disable_out_of_stock,
    deselectUnavailable: raw.deselect_unavailable,
    showVariationStock: raw.show_variation_stock,
    stockLabelThreshold: raw.stock_label_threshold,
  };
});

/** Whether the page has the swatches plugin's options at all (forms without swatches do not need them). */
export function hasSwatchesSettings(): boolean {
  return (window as unknown as Record<string, unknown>).woo_variation_swatches_options !== undefined;
}

export interface GallerySettings {
  readonly resetOnVariationChange: boolean;
  readonly enableLightbox: boolean;
  readonly enablePreload: boolean;
  readonly thumbnailColumns: number;
  readonly isVertical: boolean;
  readonly thumbnailPosition: string;
  readonly thumbnailPositionClassPrefix: string;
  readonly mediumDeviceWidth: number;
  readonly smallDeviceWidth: number;
}

/** `woo_variation_gallery_options`. */
export const readGallerySettings = memo((): GallerySettings => {
  const raw = readGlobal(
    'woo_variation_gallery_options',
    {
      gallery_reset_on_variation_change: wpBoolean,
      enable_gallery_lightbox: wpBoolean,
      enable_gallery_preload: wpBoolean,
      gallery_thumbnails_columns: wpNumber,
      is_vertical: wpBoolean,
      thumbnail_position: text,
      thumbnail_position_class_prefix: text,
      gallery_medium_device_width: wpNumber,
      gallery_small_device_width: wpNumber,
    },
    {
      gallery_reset_on_variation_change: false,
      enable_gallery_lightbox: true,
      enable_gallery_preload: true,
      gallery_thumbnails_columns: 4,
      is_vertical: false,
      thumbnail_position: 'bottom',
      thumbnail_position_class_prefix: 'woo-variation-gallery-thumbnail-position-',
      gallery_medium_device_width: 768,
      gallery_small_device_width: 480,
    },
  );
  return {
    resetOnVariationChange: raw.gallery_reset_on_variation_change,
    enableLightbox: raw.enable_gallery_lightbox,
    enablePreload: raw.enable_gallery_preload,
    thumbnailColumns: raw.gallery_thumbnails_columns,
    isVertical: raw.is_vertical,
    thumbnailPosition: raw.thumbnail_position,
    thumbnailPositionClassPrefix: raw.thumbnail_position_class_prefix,
    mediumDeviceWidth: raw.gallery_medium_device_width,
    smallDeviceWidth: raw.gallery_small_device_width,
  };
});
