// The page-builder widget family: one behaviour for every Elementor and ElementsKit widget the bundle runs.
// The props are the widget's type and its `data-settings`; `attach` starts the type's behaviour, then runs the
// element's `frontend/element_ready/…` actions for the addons that hook into them.
import { isLegacyFrontendPresent, markElementReady, readBuilderConfig } from '@/builder';
import type { PropsSchema } from '@/contract';
import { elementSettings } from '@/builder';
import { KINDS } from './kinds';

export interface BuilderWidgetProps {
  /** `data-widget_type` without its skin (`accordion` of `accordion.default`). */
  readonly type: string;
  readonly skin: string;
  /** `data-settings`, the widget's front-end settings. */
  readonly settings: Record<string, unknown>;
}

/** Legacy markup → raw props; a `data-settings` that is not a JSON object throws a SyntaxError naming it. */
export function readProps(widget: HTMLElement): unknown {
  const [type = '', skin = 'default'] = (widget.getAttribute('data-widget_type') ?? '').split('.');
  return { type, skin, settings: elementSettings(widget) };
}

/** Written without zod, like the other behaviours' schemas: three fields do not need a schema library. */
export const propsSchema: PropsSchema<BuilderWidgetProps> = {
  safeParse(raw) {
    const props = raw as Partial<BuilderWidgetProps> | null;
    if (typeof props?.type !== 'string' || !(props.type in KINDS)) {
      return { success: false, error: { issues: [{ path: ['type'], message: `data-widget_type must name a widget the bundle runs (${Object.keys(KINDS).join(', ')}), got ${JSON.stringify(props?.type)}` }] } };
    }
    const settings = props.settings ?? {};
    if (typeof settings !== 'object' || Array.isArray(settings)) return { success: false, error: { issues: [{ path: ['settings'], message: 'data-settings must hold a JSON object' }] } };
    return { success: true, data: { type: props.type, skin: typeof props.skin === 'string' ? props.skin : 'default', settings } };
  },
};

export function attach(widget: HTMLElement, { type, settings }: BuilderWidgetProps): (() => void) | Promise<() => void> {
  // The editor's preview, or Elementor's own frontend.js still on the page: its handlers run the widget.
  if (readBuilderConfig().isEditMode || isLegacyFrontendPresent()) return () => {};
  const cleanup = KINDS[type]!(widget, type, settings);
  // A kind that loads its library first (a carousel) is ready once it has.
  if (cleanup instanceof Promise) return cleanup.then((ready) => (markElementReady(widget), ready));
  markElementReady(widget);
  return cleanup;
}
