// Customer Reviews' floating trust badge (CR_Floating_Trust_Badge, printed in wp_footer): compact in a
// corner, big on click, hidden for a day from there. `idle`: the badge is printed complete and fixed on
// screen, so it needs the script only to be operated. Not `visible` (a fixed badge is always on screen,
// so that would mean at once) and not `intent` (as printed it has nothing a keyboard can focus, so
// keyboard users could never start it).
import { defineIsland } from '../src/runtime';

export const trustBadge = defineIsland({
  name: 'trust-badge',
  legacy: 'cr-frontend-js',
  selector: '#cr_floatingtrustbadge',
  trigger: { on: 'idle' },
  takeover: 'replace',
  singleton: true,
  load: () => import('../widgets/trust-badge'),
});
