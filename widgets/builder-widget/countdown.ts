// ElementsKit's countdown timer (W1): `.ekit-countdown` (styles 1, 2, 4–6: days, hours, minutes, seconds) and
// `.elementskit-flip-clock` (style 3: weeks too, each unit flipping), counting down to `data-ekit-countdown`
// ("YYYY-MM-DD HH:MM" in the shopper's time zone, as The Final Countdown read it; digits alone are epoch ms).
// It checks every 100 ms and redraws when the second changes; what the server printed stays until that first
// draw. At zero it shows the finish block (`.ekit-countdown-finish-content`, ElementsKit 3.8+) or, from the
// `data-finish-title` / `data-finish-content` attributes of earlier versions, a title and text (as text, never
// markup). Labels come from `data-date-ekit-week|day|hour|minute|second`. A date that cannot be read logs
// "Couldn't cast to a date object" and the widget stays as printed.
import { prefersReducedMotion } from './in-view';

/** The Final Countdown's precision. */
const PRECISION_MS = 100;
/** ElementsKit's flip clock re-adds its flip class after this delay. */
const FLIP_MS = 50;

/** The Final Countdown's accepted shapes: epoch ms, M/D/YYYY[ H:MM[:SS]] or YYYY-M-D[ H:MM[:SS]] (any `-` or `/`). */
const DATE = /^(\d+|\d{1,2}\/\d{1,2}\/\d{4}( \d{1,2}:\d{2}(:\d{2})?)?|\d{4}[-/]\d{1,2}[-/]\d{1,2}( \d{1,2}:\d{2}(:\d{2})?)?)$/;

/** The end time in ms, or undefined when `text` is not a date The Final Countdown could read. */
export function parseDueTime(text: string): number | undefined {
  const value = text.trim();
  if (!DATE.test(value)) return undefined;
  const time = /^\d+$/.test(value) ? Number(value) : new Date(value.replaceAll('-', '/')).getTime();
  return Number.isFinite(time) ? time : undefined;
}

interface Left {
  readonly weeks: number;
  /** Days within the week (flip clock) and in all (the other styles). */
  readonly daysOfWeek: number;
  readonly totalDays: number;
  readonly hours: number;
  readonly minutes: number;
  readonly seconds: number;
}

function timeLeft(seconds: number): Left {
  const totalDays = Math.floor(seconds / 86400);
  return { weeks: Math.floor(totalDays / 7), daysOfWeek: totalDays % 7, totalDays, hours: Math.floor(seconds / 3600) % 24, minutes: Math.floor(seconds / 60) % 60, seconds: seconds % 60 };
}

const pad = (value: number): string => String(value).padStart(2, '0');

function unit(name: string, count: string, label: string, isSwapped: boolean): HTMLElement {
  const container = document.createElement('div');
  container.className = `elementskit-timer-container elementskit-${name}`;
  const outer = document.createElement('div');
  const inner = document.createElement('div');
  // Style 4 (`-3`) swaps the two wrappers' classes.
  outer.className = isSwapped ? 'elementskit-timer-content ekit-countdown-inner' : 'elementskit-inner-container ekit-countdown-inner';
  inner.className = isSwapped ? 'elementskit-inner-container' : 'elementskit-timer-content';
  const number = document.createElement('span');
  number.className = 'elementskit-timer-count';
  number.textContent = `${count} `;
  const title = document.createElement('span');
  title.className = 'elementskit-timer-title';
  title.textContent = label;
  inner.append(number, title);
  outer.append(inner);
  container.append(outer);
  return container;
}

export function attachCountdown(widget: HTMLElement): () => void {
  const timer = widget.querySelector<HTMLElement>('.ekit-countdown, .elementskit-flip-clock');
  if (!timer) return () => {};
  const printed = timer.dataset.ekitCountdown ?? '';
  const due = parseDueTime(printed);
  if (due === undefined) {
    console.error(`[shop-islands] builder-widget: Couldn't cast to a date object: data-ekit-countdown="${printed}"; the countdown is left as printed`, widget);
    return () => {};
  }
  const labels = { week: timer.dataset.dateEkitWeek ?? 'Weeks', day: timer.dataset.dateEkitDay ?? 'Days', hour: timer.dataset.dateEkitHour ?? 'Hours', minute: timer.dataset.dateEkitMinute ?? 'Minutes', second: timer.dataset.dateEkitSecond ?? 'Seconds' };
  const isFlip = timer.classList.contains('elementskit-flip-clock');
  const isSwapped = timer.classList.contains('elementskit-countdown-timer-3');
  // A timer, for assistive technology: its changing digits are not announced, and it is read on demand.
  timer.setAttribute('role', 'timer');
  const flipped: Record<string, string> = {};
  const timers = new Set<ReturnType<typeof setTimeout>>();

  const drawFlip = (left: Left): void => {
    const units: [string, number, string][] = [
      ['wks', left.weeks, labels.week],
      ['days', left.daysOfWeek, labels.day],
      ['hrs', left.hours, labels.hour],
      ['mins', left.minutes, labels.minute],
      ['secs', left.seconds, labels.second],
    ];
    if (!timer.querySelector('.elementskit-time')) {
      timer.replaceChildren(
        ...units.map(([name, , label]) => {
          const box = document.createElement('div');
          box.className = `elementskit-time elementskit-${name} ekit-countdown-inner`;
          box.innerHTML = '<span class="elementskit-count elementskit-curr elementskit-top"></span><span class="elementskit-count elementskit-next elementskit-top"></span><span class="elementskit-count elementskit-next elementskit-bottom"></span><span class="elementskit-count elementskit-curr elementskit-bottom"></span><span class="elementskit-label"></span>';
          box.querySelector('.elementskit-label')!.textContent = label;
          return box;
        }),
      );
    }
    for (const [name, value] of units) {
      const text = pad(value);
      if (flipped[name] === text) continue;
      const box = timer.querySelector<HTMLElement>(`.elementskit-${name}`)!;
      box.classList.remove('elementskit-flip');
      box.querySelectorAll('.elementskit-curr').forEach((part) => (part.textContent = flipped[name] ?? ''));
      box.querySelectorAll('.elementskit-next').forEach((part) => (part.textContent = text));
      flipped[name] = text;
      if (prefersReducedMotion()) continue;
      const flip = setTimeout(() => {
        timers.delete(flip);
        box.classList.add('elementskit-flip');
      }, FLIP_MS);
      timers.add(flip);
    }
  };

  const draw = (left: Left): void => {
    if (isFlip) return drawFlip(left);
    timer.replaceChildren(
      unit('days', String(left.totalDays), labels.day, isSwapped),
      unit('hours', pad(left.hours), labels.hour, isSwapped),
      unit('minutes', pad(left.minutes), labels.minute, isSwapped),
      unit('seconds', pad(left.seconds), labels.second, isSwapped),
    );
  };

  const finish = (): void => {
    timer.replaceChildren();
    timer.classList.add('elementskit-countdown-finished');
    const block = widget.querySelector<HTMLElement>('.ekit-countdown-finish-content');
    if (block) {
      if (timer.classList.contains('elementskit-countdown-timer-4')) {
        timer.classList.add('elementskit-coundown-finish');
        timer.append(block);
      }
      block.style.removeProperty('display');
      return;
    }
    const { finishTitle, finishContent } = timer.dataset;
    if (!finishTitle && !finishContent) return;
    const title = document.createElement('div');
    title.className = 'ekit-countdown-finish-title';
    title.textContent = finishTitle ?? '';
    const content = document.createElement('div');
    content.className = 'ekit-countdown-timer-expiry-content';
    content.textContent = finishContent ?? '';
    timer.append(title, content);
  };

  let shown: number | undefined;
  const tick = (): void => {
    const secondsLeft = Math.max(0, Math.ceil((due - Date.now()) / 1000));
    if (secondsLeft !== shown) {
      shown = secondsLeft;
      draw(timeLeft(secondsLeft));
    }
    if (secondsLeft === 0) {
      clearInterval(interval);
      finish();
    }
  };
  const interval = setInterval(tick, PRECISION_MS);
  return () => {
    clearInterval(interval);
    timers.forEach((flip) => clearTimeout(flip));
  };
}
