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
import { attachLoopFilter } from './loop-filter';
import { attachMailChimp } from './mail-chimp';
import { attachMenuCart } from './menu-cart';
import { attachNavMenu } from './nav-menu';
import { attachPieChart } from './piechart';
import { attachProNavMenu } from './pro-nav-menu';
import { attachVideo } from './video';
import { attachTabs } from './tabs';
import { attachTeam } from './team';

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
  'nav-menu': attachProNavMenu,
  'woocommerce-menu-cart': attachMenuCart,
  'taxonomy-filter': attachLoopFilter,
};
