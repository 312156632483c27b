// The classic product review form: WordPress's `form#commentform` as Customer Reviews prints it in its
// non-ajax product template (`.cr-single-product-review`), or any comment form carrying the plugin's
// photo field or captcha (5.117's `.cr-captcha`, the reCAPTCHA box `.cr-recaptcha` before it). It sits in the Reviews tab, usually hidden, and loads when it is shown or
// reached (focusing a field, a click on a star, which is replayed), like the ajax review form.
import { defineIsland } from '../src/runtime';
import { whenShownOrReached } from './triggers';

export const commentForm = defineIsland({
  name: 'comment-form',
  legacy: 'cr-frontend-js',
  selector: '.cr-single-product-review form#commentform, form#commentform:has(#cr_review_image, .cr-captcha, .cr-recaptcha)',
  trigger: whenShownOrReached,
  takeover: 'append',
  load: () => import('../widgets/comment-form'),
});
