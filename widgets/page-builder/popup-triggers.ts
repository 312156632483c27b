// Elementor Pro's popup triggers (`data-elementor-settings.triggers`: `<name>: 'yes'` and `<name>_<option>`):
// the first one that fires opens the popup and disarms them all. Times are in seconds, as the editor saves them.
// Only a popup placed by display conditions has triggers; one without opens only by a link or its selector.

export type TriggerSettings = Readonly<Record<string, unknown>>;

const seconds = (value: unknown, fallback: number): number => 1000 * (Number.isFinite(Number(value)) && value !== '' ? Number(value) : fallback);

/** The characters of the ad-block bait's random id. */
const ID_CHARACTERS = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** A 6-character random id (`[a-z0-9]`), as Pro gives its ad-block bait. */
export const randomId = (): string => Array.from({ length: 6 }, () => ID_CHARACTERS[Math.floor(Math.random() * ID_CHARACTERS.length)]).join('');

/**
 * Whether an ad blocker hides ads on this page: a bait element with an ad's class (`ad-box`), put in and taken out
 * at once; blockers' cosmetic filters hide it (or remove it).
 */
export function isAdBlocked(): boolean {
  const bait = document.createElement('div');
  bait.id = `elementor-adblock-detection-${randomId()}`;
  bait.className = 'ad-box';
  bait.setAttribute('aria-hidden', 'true');
  bait.style.cssText = 'position:fixed;top:0;left:0';
  bait.innerHTML = '&nbsp;';
  document.body.append(bait);
  const found = document.getElementById(bait.id);
  const isBlocked = !found || getComputedStyle(found).display === 'none';
  bait.remove();
  return isBlocked;
}

type Arm = (settings: TriggerSettings, fire: () => void, signal: AbortSignal) => void;

const after = (ms: number, run: () => void, signal: AbortSignal): void => {
  const timer = setTimeout(run, ms);
  signal.addEventListener('abort', () => clearTimeout(timer));
};

/** Each trigger by its settings name. */
const TRIGGERS: Readonly<Record<string, Arm>> = {
  page_load: (settings, fire, signal) => after(seconds(settings.page_load_delay, 0), fire, signal),
  scrolling: (settings, fire, signal) => {
    let last = 0;
    const offset = Number(settings.scrolling_offset ?? 50);
    addEventListener(
      'scroll',
      () => {
        const direction = scrollY > last ? 'down' : 'up';
        last = scrollY;
        if (direction !== (settings.scrolling_direction ?? 'down')) return;
        if (direction === 'up') return fire();
        const scrollable = document.documentElement.scrollHeight - innerHeight;
        if (scrollable > 0 && (scrollY / scrollable) * 100 >= offset) fire();
      },
      { passive: true, signal },
    );
  },
  scrolling_to: (settings, fire, signal) => {
    const selector = String(settings.scrolling_to_selector ?? '').trim();
    let target: Element | null = null;
    try {
      target = selector ? document.querySelector(selector) : null;
    } catch {
      console.error(`[shop-islands] popup: its "scroll to element" trigger's selector "${selector}" is not valid CSS; that trigger does nothing`);
      return;
    }
    if (!target) return console.warn(`[shop-islands] popup: its "scroll to element" trigger's selector "${selector}" matches nothing on this page; that trigger does nothing`);
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && fire());
    observer.observe(target);
    signal.addEventListener('abort', () => observer.disconnect());
  },
  click: (settings, fire, signal) => {
    let clicks = 0;
    const times = Math.max(1, Number(settings.click_times ?? 1) || 1);
    document.addEventListener('click', () => ++clicks === times && fire(), { signal });
  },
  inactivity: (settings, fire, signal) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const restart = (): void => {
      clearTimeout(timer);
      timer = setTimeout(fire, seconds(settings.inactivity_time, 30));
    };
    // Pro listened to keypress and mousemove; keydown also counts the keys that print nothing (Tab, arrows).
    for (const type of ['keydown', 'mousemove']) document.addEventListener(type, restart, { passive: true, signal });
    signal.addEventListener('abort', () => clearTimeout(timer));
    restart();
  },
  exit_intent: (_settings, fire, signal) => {
    // The pointer leaving the window through its top edge (to the tabs or the address bar).
    document.addEventListener('mouseout', (event) => !event.relatedTarget && event.clientY <= 0 && fire(), { signal });
  },
  adblock_detection: (settings, fire, signal) => after(seconds(settings.adblock_detection_delay, 0), () => isAdBlocked() && fire(), signal),
};

/** Arms every trigger switched on; the first to fire calls `open` once and disarms the rest. Returns a disarm. */
export function armTriggers(triggers: unknown, open: () => void): () => void {
  const controller = new AbortController();
  if (!triggers || typeof triggers !== 'object' || Array.isArray(triggers)) return () => {};
  const settings = triggers as TriggerSettings;
  const fire = (): void => {
    if (controller.signal.aborted) return;
    controller.abort();
    open();
  };
  for (const [name, arm] of Object.entries(TRIGGERS)) if (settings[name]) arm(settings, fire, controller.signal);
  return () => controller.abort();
}
