// The props of a page behaviour that takes none. Written without zod: pages that need only behaviours
// should not download a schema library to check that an object is empty.
import type { PropsSchema } from '../contract';

/** Accepts `{}`; any prop on an explicit mount is a mistake worth reporting, one issue per prop. */
export const noProps: PropsSchema<Record<string, never>> = {
  safeParse(raw) {
    if (typeof raw !== 'object' || raw === null) {
      return { success: false, error: { issues: [{ path: [], message: 'props must be an object' }] } };
    }
    const unknown = Object.keys(raw);
    if (!unknown.length) return { success: true, data: {} };
    return { success: false, error: { issues: unknown.map((key) => ({ path: [key], message: 'unknown prop (this widget takes none)' })) } };
  },
};

/** The adapter of legacy markup that carries no props: its data attributes belong to the theme and other plugins. */
export function readNoProps(): Record<string, never> {
  return {};
}
