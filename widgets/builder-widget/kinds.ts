// The builder widgets the family runs, by `data-widget_type` without its skin. The registry line
// (mounts/builder-widget.ts) lists the same names: a test holds the two equal.
import { attachAccordion } from './accordion';
import { attachAlert } from './alert';
import { attachBackToTop } from './back-to-top';
import { attachCarousel } from './carousel';
import { attachCountdown } from './countdown';
import { attachCounter } from './counters';
import { attachHeaderSearch, attachOffcanvas } from './header-panels';
import { attachImageAccordion } from './image-accordion';
import { attachImageComparison } from './image-comparison';
import { attachMailChimp } from './mail-chimp';
import { attachNavMenu } from './nav-menu';
import { attachPieChart } from './piechart';
import { attachProNavMenu } from './pro-nav-menu';
import { attachVideo } from './video';
import { attachTabs } from './tabs';
import { attachTeam } from './team';
import * as ProKinds from './pro-kinds';

/** Elementor Pro's widgets that came with issues 16 and 17 (menu cart, taxonomy filter, table of contents, share buttons, search form, portfolio, Facebook embeds, off-canvas). */
const pro = (name: Exclude<keyof typeof ProKinds, 'isAjaxPagination'>): AttachKind => ProKinds[name];

export type AttachKind = (widget: HTMLElement, type: string, settings: Record<string, unknown>) => (() => void) | Promise<() => void>;

export const KINDS: Readonly<Record<string, AttachKind>> = {
  accordion: attachAccordion,
  toggle: attachAccordion,
  'nested-accordion': attachAccordion,
  'elementskit-accordion': attachAccordion,
  tabs: attachTabs,
  'nested-tabs': attachTabs,
  'elementskit-simple-tab': attachTabs,
  alert: attachAlert,
  counter: attachCounter,
  progress: attachCounter,
  'elementskit-funfact': attachCounter,
  'elementskit-progressbar': attachCounter,
  'elementskit-countdown-timer': attachCountdown,
  'elementskit-back-to-top': attachBackToTop,
  'image-carousel': attachCarousel,
  'elementskit-testimonial': attachCarousel,
  'elementskit-image-comparison': attachImageComparison,
  'elementskit-piechart': attachPieChart,
  'elementskit-image-accordion': attachImageAccordion,
  video: attachVideo,
  'elementskit-team': attachTeam,
  'ekit-nav-menu': attachNavMenu,
  'elementskit-header-search': attachHeaderSearch,
  'elementskit-header-offcanvas': attachOffcanvas,
  'elementskit-mail-chimp': attachMailChimp,
  // A file of its own, fetched as a map comes into view: few pages have one, and it is a sixth of the family's size.
  'elementskit-google-map': (widget) => import('./google-map').then((module) => module.attachGoogleMap(widget)),
  'nav-menu': attachProNavMenu,
  'woocommerce-menu-cart': pro('attachMenuCart'),
  'taxonomy-filter': pro('attachLoopFilter'),
  'table-of-contents': pro('attachTableOfContents'),
  'share-buttons': pro('attachShareButtons'),
  'search-form': pro('attachSearchForm'),
  search: pro('attachLiveSearch'),
  slides: attachCarousel,
  'facebook-button': pro('attachFacebook'),
  'facebook-comments': pro('attachFacebook'),
  'facebook-embed': pro('attachFacebook'),
  'facebook-page': pro('attachFacebook'),
  portfolio: pro('attachPortfolio'),
  'off-canvas': pro('attachOffCanvas'),
  // Its page links loaded in place, or its next page added by Load More (or as it scrolls).
  'loop-grid': (widget, type, settings) => (ProKinds.isAjaxPagination(settings) ? ProKinds.attachAjaxPagination : ProKinds.attachLoadMore)(widget, type, settings),
};
