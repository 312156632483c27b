// Intent trigger: one delegated listener set for the whole page, and replay of the shopper's presses.
//
// Until its island is mounted, every click (or Space on a `role="button"` link, which legacy scripts
// turn into a click) on a pending intent mount point is cancelled and remembered, and starts that
// island and every pending one around it (a swatch list and its variation form). Each press is
// dispatched again, in the order made, once all the islands it started have mounted — or failed, so the
// plain link still works. Enter needs no special case: on a link it produces a click of its own.
// A checkbox or radio a held press lands on (or its label) shows itself chosen in the next frame, as the
// browser would have shown it; it is put back just before its island reads the page, and the replayed
// click chooses it for real, through the island's own handlers.
// A `change` (a select moved with the keyboard while its widget loads) cannot be held back; it is
// dispatched again once the widget is mounted, so the widget still sees the shopper's choice. An
// island whose chunk arrives mid-press waits for the press to end (pointerup) before it renders.
// A connection that stalls must not leave the page dead: see HOLD_LIMIT_MS.
import { warn } from './errors';

const INTENT_EVENTS = ['pointerdown', 'pointerup', 'pointercancel', 'focusin', 'keydown', 'click', 'change'] as const;

interface PendingIntent {
  readonly start: () => void;
  /** Only a click (or Space on a link button) starts it: `visible` islands hold early clicks, nothing more. */
  readonly isActivationOnly: boolean;
  /** Shows at once what the press will do (a chosen swatch, a busy button), before the chunk runs. */
  readonly feedback?: (target: HTMLElement) => void;
  replayChange?: Element;
}

/** A press held back: replayed once every island it started (the one it landed in and those around it) has settled. */
interface HeldPress {
  readonly target: HTMLElement;
  readonly waitingFor: Set<Element>;
  /** The island the press landed in, and the target's child-index path in it: an island that re-renders its markup (`replace`) has a new element at the same place. */
  readonly mountPoint: Element;
  readonly path: number[];
  /** Every island it started (`waitingFor` empties as they settle). */
  readonly islands: readonly Element[];
  /** A click jQuery's handlers already heard (a link's jQuery click the entry passes on natively): replayed past them. */
  readonly isJQueryClick: boolean;
  /** Puts back the checkbox or radio it chose, shown chosen until its island starts (see `showChoice`). */
  readonly undoChoice?: () => void;
}

/**
 * The checkbox or radio a click on `target` chooses (itself, or its label's: not a link or control in the label), shown
 * chosen in the next frame, as the browser would: the browser has put it back as the cancelled click ended, and an
 * earlier press on it has been shown. Returns what puts it (a radio: its group) back, once, before its island reads the page.
 */
function showChoice(target: HTMLElement): (() => void) | undefined {
  const pressed = target.closest('a[href], button, input, select, textarea, label');
  const box = pressed instanceof HTMLLabelElement ? pressed.control : pressed;
  if (!(box instanceof HTMLInputElement) || box.disabled || !/^(checkbox|radio)$/.test(box.type)) return;
  let putBack: (() => void) | undefined;
  let isDone = false;
  requestAnimationFrame(() => {
    if (isDone) return;
    const group = box.type === 'radio' && box.name ? [...(box.form?.elements ?? document.querySelectorAll('input'))].filter((each): each is HTMLInputElement => each instanceof HTMLInputElement && each.type === 'radio' && each.name === box.name && each.form === box.form) : [box];
    const states = group.map((each) => each.checked);
    putBack = () => group.forEach((each, index) => (each.checked = states[index]!));
    box.checked = box.type === 'radio' || !box.checked;
  });
  return () => {
    if (!isDone) putBack?.();
    isDone = true;
  };
}

/** Puts back, latest first, the choices shown for the presses that wait for this island: it is about to read the page. */
export function undoShownChoices(mountPoint: Element): void {
  for (const press of [...heldInOrder].reverse()) if (press.islands.includes(mountPoint)) press.undoChoice?.();
}

/** The page's jQuery event state: `triggered` names the type jQuery's own handlers must let pass. */
const jQueryEvent = (): { triggered?: string } | undefined => (window as { jQuery?: { event?: { triggered?: string } } }).jQuery?.event;

/**
 * How long a held press may wait for its widgets' code (a connection that stalled, a chunk that never comes):
 * - a press the browser would act on alone (a link to another address in this tab, a form's submit button) is then
 *   given back to the page and the browser does what it would without the bundle: the link followed, the form posted
 *   — unless a press made before it still waits for the same widget and chose something there (a swatch; a press
 *   in a text field, such as the quantity, chose nothing);
 * - any other press stays held for its widget, but no longer holds back the presses made after it on other islands.
 */
const HOLD_LIMIT_MS = 4000;

/**
 * A press the browser acts on by itself: on a link to another address (not `#…`, `javascript:` or empty) in this tab,
 * or on a form's submit button. Not a link that opens another tab: a browser may refuse that late one as a pop-up.
 */
function hasOwnAction(target: HTMLElement): boolean {
  const link = target.closest<HTMLAnchorElement>('a[href]');
  const opensHere = (into: string): boolean => /^(_self|_top|_parent)?$/i.test(into);
  if (link) return !/^\s*(#|javascript:|$)/i.test(link.getAttribute('href')!) && opensHere(link.target);
  const submit = target.closest<HTMLButtonElement>('form :is(button:not([type]), [type="submit"], [type="image"])');
  return !!submit && opensHere(submit.formTarget || submit.form!.target);
}

/** A field typed into (or an input button): a press in it chooses nothing. */
const TEXT_FIELD = 'textarea, input:not([type="radio"], [type="checkbox"])';

function pathOf(target: Element, mountPoint: Element): number[] {
  const path: number[] = [];
  for (let node = target; node !== mountPoint && node.parentElement; node = node.parentElement) path.unshift([...node.parentElement.children].indexOf(node));
  return path;
}

const PRESSABLE = 'a[href], button, input, select, textarea, [role="button"]';

/**
 * The element the press lands on now: the same one, or the one at its place in the re-rendered island
 * (none when that place is gone). The path stops at an icon's SVG, which is not clickable: its HTML
 * parent is pressed. When the element there is no control, the first control inside it is (an island
 * that wraps the printed image in its own link).
 */
function landingOf({ target, mountPoint, path }: HeldPress): HTMLElement | undefined {
  if (target.isConnected) return target;
  let node: Element = mountPoint;
  for (const index of path) {
    const next = node.children[index];
    if (!next) return undefined;
    if (!(next instanceof HTMLElement)) break;
    node = next;
  }
  if (!(node instanceof HTMLElement) || !node.isConnected) return undefined;
  return node === mountPoint || node.matches(PRESSABLE) ? node : (node.querySelector<HTMLElement>(PRESSABLE) ?? node);
}

const pending = new WeakMap<Element, PendingIntent>();
/** Running mount points that own no press (see `passesPresses`): the islands around them still hold it. */
const passingPresses = new WeakSet<Element>();
let isListening = false;
/**
 * A pointer pressed inside a pending island and not yet released into a click: the island waits to
 * render until the press ends (`whenPressEnds`), or its new markup would take the element the press
 * began on away and the browser would send the click nowhere (a vote pressed as its chunk arrived).
 */
let pressedTarget: EventTarget | null = null;
const pressEnded: (() => void)[] = [];
// Held presses are replayed in the order the shopper made them, across islands: a press on one swatch
// must not overtake an earlier press on another whose island happened to mount later, and every press
// made while islands load is kept, not only the first.
const heldInOrder: HeldPress[] = [];
/** Presses held past HOLD_LIMIT_MS: they no longer hold back the presses made after them. */
const overdue = new WeakSet<HeldPress>();
/** Set while a press is given back to the page: that click is not held again. */
let isGivingBack = false;

function take(press: HeldPress): HTMLElement | undefined {
  press.undoChoice?.();
  heldInOrder.splice(heldInOrder.indexOf(press), 1);
  return landingOf(press);
}

/** Clicks `element` natively while jQuery's own handlers let the click pass (`jQuery.event.triggered`): they heard it already. */
export function clickPastJQuery(element: HTMLElement | undefined): void {
  const $event = jQueryEvent();
  const triggered = $event?.triggered;
  if ($event) $event.triggered = 'click';
  try {
    element?.click();
  } finally {
    if ($event) $event.triggered = triggered;
  }
}

function replay(press: HeldPress): void {
  const landing = take(press);
  if (press.isJQueryClick) clickPastJQuery(landing);
  else landing?.click();
}

/** Whether a press made after `earlier` must wait for it: it started one of the same islands (a swatch, then Add to cart in its form). */
const follows = (press: HeldPress, earlier: HeldPress): boolean => earlier.islands.some((island) => press.islands.includes(island));

/**
 * Replays, in order, the held presses whose islands have all settled. An overdue press still waiting is passed
 * over, and with it every later press on one of its islands (Add to cart waits for the swatch pressed before it).
 */
function replayInOrder(): void {
  const passedOver: HeldPress[] = [];
  for (const press of [...heldInOrder]) {
    if (!heldInOrder.includes(press)) continue;
    if (!press.waitingFor.size && !passedOver.some((earlier) => follows(press, earlier))) replay(press);
    else if (overdue.has(press)) passedOver.push(press);
    else return;
  }
}

function onOverdue(press: HeldPress): void {
  if (!heldInOrder.includes(press)) return;
  overdue.add(press);
  const landing = landingOf(press);
  // Not while a press made before it on the same widget waits (a swatch), unless that press chose nothing (a quantity field).
  const givesBack = !!landing && hasOwnAction(landing) && !heldInOrder.slice(0, heldInOrder.indexOf(press)).some((earlier) => follows(press, earlier) && !earlier.target.matches(TEXT_FIELD));
  warn(`a press waited ${HOLD_LIMIT_MS / 1000} s for its widget's code: ${givesBack ? 'given to the page' : 'the later ones no longer wait for it'}`, press.mountPoint);
  if (givesBack) {
    take(press);
    // A listener's exception is reported by the browser, not thrown here: the flag is always reset.
    isGivingBack = true;
    landing.click();
    isGivingBack = false;
  }
  replayInOrder();
}

/** Settles a mount point for every held press: it mounted, failed or left the page. */
function settle(mountPoint: Element): void {
  for (const press of heldInOrder) press.waitingFor.delete(mountPoint);
  replayInOrder();
}

/**
 * Every pending mount point the event passed through, innermost first (a swatch list inside its variation
 * form), and whether a running island lies inside the first of them (a review form already running in a
 * reviews block that waits): that island owns the press, so it is not held back.
 */
function findPending(event: Event): { found: [Element, PendingIntent][]; isOwnedByRunningIsland: boolean } {
  const found: [Element, PendingIntent][] = [];
  let isOwnedByRunningIsland = false;
  for (const node of event.composedPath()) {
    if (!(node instanceof Element)) continue;
    const entry = pending.get(node);
    if (entry) found.push([node, entry]);
    else if (!found.length && node.getAttribute('data-island-state') === 'mounted' && !passingPresses.has(node)) isOwnedByRunningIsland = true;
  }
  return { found, isOwnedByRunningIsland };
}

/** The HTML element a click landed in: an icon's SVG shape counts as its button or star (`click()` is HTML's). */
function htmlElementOf(target: EventTarget | null): HTMLElement | undefined {
  for (let node = target instanceof Element ? target : null; node; node = node.parentElement) if (node instanceof HTMLElement) return node;
  return undefined;
}

function isActivation(event: Event): boolean {
  if (event.type === 'click') return true;
  const target = event.target as Element;
  // Keys that press an element acting as a button, which the browser does not turn into a click itself:
  // Space on a link button or any other role=button element, Enter on one that is not a link.
  if (event.type !== 'keydown' || !target.matches('[role="button"]:not(button)')) return false;
  const { key } = event as KeyboardEvent;
  return key === ' ' || (key === 'Enter' && !target.matches('a[href]'));
}

function onIntent(event: Event): void {
  if (isGivingBack) return;
  const isPress = isActivation(event);
  const { found: passed, isOwnedByRunningIsland } = findPending(event);
  if (event.type === 'pointerdown') pressedTarget = passed.length ? event.target : null;
  // The click follows pointerup in the same task: once it ran (held, or not made: a drag off), the press is over.
  else if (/^(click|pointer(up|cancel))$/.test(event.type)) {
    setTimeout(() => {
      pressedTarget = null;
      for (const resolve of pressEnded.splice(0)) resolve();
    });
  }
  const found = passed.filter(([, entry]) => isPress || !entry.isActivationOnly);
  if (!found.length) return;
  for (const [, entry] of found) {
    entry.start();
    if (event.type === 'change' && event.target instanceof Element && !isOwnedByRunningIsland) entry.replayChange = event.target;
  }
  const target = htmlElementOf(event.target);
  if (!isPress || !target || isOwnedByRunningIsland) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  found[0]![1].feedback?.(target);
  const [mountPoint] = found[0]!;
  const islands = found.map(([element]) => element);
  const press: HeldPress = { target, waitingFor: new Set(islands), mountPoint, path: pathOf(target, mountPoint), islands, isJQueryClick: jQueryEvent()?.triggered === event.type, undoChoice: showChoice(target) };
  heldInOrder.push(press);
  setTimeout(() => onOverdue(press), HOLD_LIMIT_MS);
}

function listen(): void {
  if (isListening) return;
  isListening = true;
  for (const type of INTENT_EVENTS) document.addEventListener(type, onIntent, { capture: true });
}

/**
 * Resolves once no press begun inside the mount point is still on its way to a click — at the latest
 * after 3 s: a release the page never heard (let go over another window) must not hold it back for good.
 */
export function whenPressEnds(mountPoint: Element): Promise<void> | void {
  if (pressedTarget instanceof Node && mountPoint.contains(pressedTarget)) {
    return new Promise((resolve) => {
      pressEnded.push(resolve);
      setTimeout(resolve, 3000);
    });
  }
}

/**
 * Resolves on the first interaction with the mount point (or inside it); with `isActivationOnly`, on
 * the first click only (focus and typing then leave it alone). `feedback` runs on each held press.
 */
export function waitForIntent(mountPoint: Element, signal: AbortSignal, { isActivationOnly = false, feedback }: { isActivationOnly?: boolean; feedback?: (target: HTMLElement) => void } = {}): Promise<void> {
  listen();
  return new Promise((resolve) => {
    // A custom trigger may wait on both (in view, or a touch): one entry answers to either.
    const previous = pending.get(mountPoint);
    pending.set(mountPoint, {
      start: () => (previous?.start(), resolve()),
      isActivationOnly: isActivationOnly && (previous?.isActivationOnly ?? true),
      feedback: feedback ?? previous?.feedback,
    });
    signal.addEventListener(
      'abort',
      () => {
        // A mount point that left the page must not hold back the presses after its own.
        pending.delete(mountPoint);
        settle(mountPoint);
      },
      { once: true },
    );
  });
}

/** Marks a mount point whose widget handles no press: a press in it, once it runs, is not its own. */
export function passPresses(mountPoint: Element): void {
  passingPresses.add(mountPoint);
}

/** Dispatches the change that came before the island was ready, replays the presses it held, and forgets the mount point. */
export function replayIntent(mountPoint: Element): void {
  const entry = pending.get(mountPoint);
  pending.delete(mountPoint);
  if (entry?.replayChange?.isConnected) entry.replayChange.dispatchEvent(new Event('change', { bubbles: true }));
  settle(mountPoint);
}
