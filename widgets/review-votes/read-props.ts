// `div.cr-voting-cont-uni` → raw props: `span.cr-voting-a[data-vote][data-upvote]`, counts "(N)",
// and `cr-voting-active` on this visitor's vote.
function count(box: HTMLElement, selector: string): number | string {
  const text = box.querySelector(selector)?.textContent ?? '';
  const match = /\((\d+)\)/.exec(text);
  return match ? Number(match[1]) : `${selector} text ${JSON.stringify(text.trim())}`;
}

export function readProps(box: HTMLElement): unknown {
  const up = box.querySelector('.cr-voting-upvote');
  const down = box.querySelector('.cr-voting-downvote');
  return {
    id: up?.getAttribute('data-vote') ?? undefined,
    upvotes: count(box, '.cr-voting-upvote-count'),
    downvotes: count(box, '.cr-voting-downvote-count'),
    current: up?.classList.contains('cr-voting-active') ? 1 : down?.classList.contains('cr-voting-active') ? -1 : 0,
    action: box.closest('.cr-qna-block') ? 'cr_vote_question' : 'cr_vote_review',
    upIcon: up?.innerHTML.trim() ?? '',
    downIcon: down?.innerHTML.trim() ?? '',
  };
}
