// Customer Reviews' ajax review form (templates/cr-review-form.php) in the product block, the
// all-reviews block and the grid: only the form itself (`.cr-review-form-item-id` inside), not its
// "log in" / "not accepting reviews" variants. The form is hidden until "Add a review" opens it, so
// `visible` would wait forever: it loads when the page is idle, or at once when the shopper reaches it
// (opening it focuses it) — whichever is first. What was typed before it mounted is carried over.
import { defineIsland } from '../src/runtime';

/** When the browser is next idle (Safari has no requestIdleCallback). */
function idle(signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(() => resolve(), { timeout: 3000 });
      signal.addEventListener('abort', () => cancelIdleCallback(handle), { once: true });
    } else {
      const handle = setTimeout(resolve, 200);
      signal.addEventListener('abort', () => clearTimeout(handle), { once: true });
    }
  });
}

export const reviewForm = defineIsland({
  name: 'review-form',
  selector: '.cr-review-form-wrap:has(.cr-review-form-item-id)',
  trigger: { on: 'custom', when: (_mountPoint, tools) => Promise.race([tools.intent(), idle(tools.signal)]) },
  takeover: 'replace',
  load: () => import('../widgets/review-form'),
});
