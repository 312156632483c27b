// Customer Reviews' static trust badges ([cusrev_trustbadge] and its block): printed hidden, scaled down
// to fit their container, then shown. `visible` (200 px ahead): a badge shows nothing until it is fitted,
// so the work is needed only once it nears the screen (badges often sit in footers and sidebars).
import { defineBehaviour } from '../src/runtime';

export const trustBadgeFit = defineBehaviour({
  name: 'trust-badge-fit',
  legacy: 'cr-frontend-js',
  selector: '.cr-trustbadgef',
  trigger: { on: 'visible' },
  load: () => import('../widgets/trust-badge-fit'),
});
