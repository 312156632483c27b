// Customer Reviews' Q&A block (templates/qna-tab.php: the product's "Q & A" tab and [cusrev_qna]).
// Loaded when it nears the viewport (200 px): until then its controls are plain server markup (the
// legacy script did nothing before its own load either).
import { defineIsland } from '../src/runtime';

export const qnaBlock = defineIsland({
  name: 'qna-block',
  selector: '.cr-qna-block',
  trigger: { on: 'visible' },
  takeover: 'append',
  load: () => import('../widgets/qna-block'),
});
