// The Q&A forms of Customer Reviews 5.64 and before: "Ask a question" and "Add an answer" in one overlay at the end
// of the block (`.cr-qna-new-q-overlay`), opened and closed with the plugin's `cr-q-modal` classes so its CSS still
// lays them out. Each is a modal dialog here (named by its title, focus kept inside and given back, Escape, the
// backdrop and × close it); React renders the form part (`.cr-qna-new-q-form-input`) with the plugin's classes, and
// the server's thank-you and error parts are shown as the shop answers. Unlike the plugin's script, nothing typed is
// cleared until the shop accepts it: a refusal offers the way back to the filled form, a failed request a retry.
import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { DraftScope, FormResult } from '@/reviews';
import { OverlayForm, type AnswerTarget, type Kind } from './overlay-form';
import type { QnaDraft } from './qna-form';
import type { OverlayTemplate } from './schema';

export type { AnswerTarget } from './overlay-form';

const FOCUSABLE = 'button:not([disabled]), input:not([type=hidden]), textarea, a[href], [tabindex]:not([tabindex="-1"])';

export interface OverlayFormsProps {
  readonly block: HTMLElement;
  readonly overlay: HTMLElement;
  readonly templates: { readonly question: OverlayTemplate | null; readonly answer: OverlayTemplate | null };
  readonly productId: string;
  readonly defaults: { readonly name: string; readonly email: string };
  readonly sendQuestion: (draft: QnaDraft, template: OverlayTemplate) => Promise<FormResult>;
  readonly sendAnswer: (draft: QnaDraft, template: OverlayTemplate, target: AnswerTarget) => Promise<FormResult>;
}

/** The overlay and its two dialogs: which one is open, who opened it, and the keys and clicks that close it. */
export function OverlayForms({ block, overlay, templates, productId, defaults, sendQuestion, sendAnswer }: OverlayFormsProps) {
  const id = useId().replaceAll(':', '');
  const [places] = useState(() => ({
    question: overlay.querySelector<HTMLElement>('.cr-qna-new-q-form:not(.cr-qna-new-a-form)'),
    answer: overlay.querySelector<HTMLElement>('.cr-qna-new-a-form'),
  }));
  const [open, setOpen] = useState<{ kind: Kind; opener: HTMLElement | null; focusRequest: number } | null>(null);
  const [target, setTarget] = useState<AnswerTarget | null>(null);
  const focusRequests = useRef(0);

  // Both places are dialogs, named by their titles; the plugin's × a named button.
  useLayoutEffect(() => {
    for (const [kind, place] of Object.entries(places)) {
      if (!place) continue;
      Object.entries({ role: 'dialog', 'aria-modal': 'true', 'aria-labelledby': `${id}-${kind}-title` }).forEach(([name, value]) => place.setAttribute(name, value));
      const closer = place.querySelector('.cr-qna-new-q-form-close');
      closer?.setAttribute('type', 'button');
      closer?.setAttribute('aria-label', 'Close');
    }
    block.querySelector('.cr-qna-ask-button')?.setAttribute('aria-haspopup', 'dialog');
  }, [places, id, block]);

  // The plugin's classes: the overlay and the open form `cr-q-modal`, the page not scrolling behind.
  useLayoutEffect(() => {
    const shown = open ? places[open.kind] : null;
    overlay.classList.toggle('cr-q-modal', shown !== null);
    for (const place of Object.values(places)) place?.classList.toggle('cr-q-modal', place !== null && place === shown);
    document.body.classList.toggle('cr-noscroll', shown !== null);
  }, [open, overlay, places]);
  useLayoutEffect(
    () => () => {
      overlay.classList.remove('cr-q-modal');
      for (const place of Object.values(places)) place?.classList.remove('cr-q-modal');
      document.body.classList.remove('cr-noscroll');
    },
    [overlay, places],
  );

  const closers = useRef<Record<Kind, (() => void) | null>>({ question: null, answer: null });
  const onClosing = useCallback((kind: Kind, closer: () => void) => {
    closers.current[kind] = closer;
  }, []);
  const close = useCallback(() => {
    if (open) closers.current[open.kind]?.();
    const opener = open?.opener;
    flushSync(() => setOpen(null));
    if (opener?.isConnected) opener.focus();
  }, [open]);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const element = event.target instanceof Element ? event.target : null;
      if (!element) return;
      const ask = element.closest<HTMLElement>('.cr-qna-ask-button');
      const answer = element.closest<HTMLElement>('.cr-qna-ans-button[data-question]');
      if (ask && block.contains(ask) && templates.question) {
        event.preventDefault();
        flushSync(() => setOpen({ kind: 'question', opener: ask, focusRequest: ++focusRequests.current }));
      } else if (answer && block.contains(answer) && templates.answer) {
        event.preventDefault();
        const questionText = answer.closest('.cr-qna-list-q-cont')?.querySelector('.cr-qna-list-question')?.textContent?.trim() ?? '';
        flushSync(() => {
          setTarget({ questionId: answer.getAttribute('data-question') ?? '', productId: answer.getAttribute('data-post') || productId, questionText });
          setOpen({ kind: 'answer', opener: answer, focusRequest: ++focusRequests.current });
        });
      } else if (open && ((element === overlay && pressedBackdrop) || element.closest('.cr-qna-new-q-form-close'))) {
        // The backdrop (pressed and released outside the form: not a text selection dragged out of a field) or the ×.
        event.preventDefault();
        close();
      }
    };
    let pressedBackdrop = false;
    const onPointerDown = (event: PointerEvent) => {
      pressedBackdrop = event.target === overlay;
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const place = open ? places[open.kind] : null;
      if (!place || !(event.target instanceof Node) || !place.contains(event.target)) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        close();
      } else if (event.key === 'Tab') {
        // Focus stays in the dialog.
        const focusable = [...place.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => element.offsetParent !== null);
        const edge = event.shiftKey ? focusable[0] : focusable.at(-1);
        if (document.activeElement === edge) {
          event.preventDefault();
          (event.shiftKey ? focusable.at(-1) : focusable[0])?.focus();
        }
      }
    };
    block.addEventListener('pointerdown', onPointerDown);
    block.addEventListener('click', onClick);
    block.addEventListener('keydown', onKeyDown);
    return () => {
      block.removeEventListener('pointerdown', onPointerDown);
      block.removeEventListener('click', onClick);
      block.removeEventListener('keydown', onKeyDown);
    };
  }, [block, overlay, places, templates, productId, open, close]);

  const questionScope = useMemo<DraftScope>(() => ({ form: 'question', itemId: productId }), [productId]);
  const answerScope = useMemo<DraftScope | null>(() => (target ? { form: 'answer', itemId: target.productId, questionId: target.questionId } : null), [target]);
  const sendThisQuestion = useCallback((draft: QnaDraft) => sendQuestion(draft, templates.question!), [sendQuestion, templates.question]);
  const sendThisAnswer = useCallback((draft: QnaDraft) => sendAnswer(draft, templates.answer!, target!), [sendAnswer, templates.answer, target]);
  const focusRequest = (kind: Kind) => (open?.kind === kind ? open.focusRequest : 0);

  return (
    <>
      {places.question && templates.question && (
        <OverlayForm kind="question" place={places.question} titleId={`${id}-question-title`} template={templates.question} target={null} scope={questionScope} defaults={defaults} resetTo={defaults} isOpen={open?.kind === 'question'} focusRequest={focusRequest('question')} send={sendThisQuestion} onClose={close} onClosing={onClosing} />
      )}
      {places.answer && templates.answer && target && answerScope && (
        <OverlayForm
          key={target.questionId}
          kind="answer"
          place={places.answer}
          titleId={`${id}-answer-title`}
          template={templates.answer}
          target={target}
          scope={answerScope}
          defaults={defaults}
          resetTo={EMPTY}
          isOpen={open?.kind === 'answer'}
          focusRequest={focusRequest('answer')}
          send={sendThisAnswer}
          onClose={close}
          onClosing={onClosing}
        />
      )}
    </>
  );
}

const EMPTY = { name: '', email: '' } as const;
