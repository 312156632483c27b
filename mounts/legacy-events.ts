// The legacy scripts' events, heard by registry entries before their widget runs. Other plugins announce
// them both ways: dispatched as DOM events (WooCommerce's newer scripts, the bundle's own `emit`) or
// triggered with jQuery (`$(document.body).trigger('wc_fragment_refresh')`: most plugins), which
// dispatches no DOM event for a type the browser does not know, so only a jQuery handler hears it.
import { whenJQuery } from './jquery-plugins';

/**
 * Calls `run` each time one of `types` (space-separated) reaches `target`, dispatched or triggered with
 * jQuery (also a jQuery that arrives after the bootstrap), until `signal` aborts. A DOM event may reach
 * `run` twice (jQuery hears the DOM events of types it has handlers for): `run` must not mind.
 */
export function onLegacyEvents(target: EventTarget, types: string, run: () => void, signal: AbortSignal): void {
  for (const type of types.split(' ')) target.addEventListener(type, run, { signal });
  whenJQuery(($) => !signal.aborted && $(target).on(types, () => !signal.aborted && run()));
}
