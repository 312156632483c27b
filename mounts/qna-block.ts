// Customer Reviews' Q&A block (templates/qna-tab.php: the product's "Q & A" tab and [cusrev_qna]). Its
// server markup is complete and its controls are real buttons and a search box, so it waits for the
// shopper's first press, focus or key inside (preloaded at idle once near the screen); a press is held and replayed. A question
// or answer the shopper left unsent in this tab (a draft in sessionStorage, src/reviews/draft.ts) is
// put back without a touch: the block then also starts as it comes into view (5.64 and before, whose
// forms are dialogs, restore it when the dialog opens).
import { defineIsland, type TriggerTools } from '../src/runtime';

function hasUnsentDraft(): boolean {
  try {
    return Object.keys(sessionStorage).some((key) => /^shop-islands:draft:v1:(question|answer):/.test(key));
  } catch {
    return false; // blocked storage: there is no draft to restore
  }
}

export const qnaBlock = defineIsland({
  name: 'qna-block',
  legacy: 'cr-frontend-js',
  selector: '.cr-qna-block',
  trigger: { on: 'custom', when: (_block, { intent, visible }: TriggerTools) => (hasUnsentDraft() ? Promise.race([intent(), visible()]) : intent()) },
  takeover: 'append',
  load: () => import('../widgets/qna-block'),
});
