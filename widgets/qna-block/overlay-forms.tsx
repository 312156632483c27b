// The Q&A forms of Customer Reviews 5.64 and before: "Ask a question" and "Add an answer" in one overlay at the end
// of the block (`.cr-qna-new-q-overlay`), opened and closed with the plugin's `cr-q-modal` classes so its CSS still
// lays them out. Each is a modal dialog here (named by its title, focus kept inside and given back, Escape, the
// backdrop and × close it); React renders the form part (`.cr-qna-new-q-form-input`) with the plugin's classes, and
// the server's thank-you and error parts are shown as the shop answers. Unlike the plugin's script, nothing typed is
// cleared until the shop accepts it: a refusal offers the way back to the filled form, a failed request a retry.
import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { keepTabInside } from '@/dom';
import type { DraftScope, FormResult } from '@/reviews';
import { OverlayForm, type AnswerTarget, type Kind } from './overlay-form';
import type { QnaDraft } from './qna-form';
import type { OverlayTemplate } from './schema';

export type { AnswerTarget } from './overlay-form';

export interface OverlayFormsProps {
  readonly block: HTMLElement;
  readonly overlay: HTMLElement;
  readonly templates: { readonly question: OverlayTemplate | null; readonly answer: OverlayTemplate | null };
  readonly productId: string;
  readonly defaults: { readonly name: string; readonly email: string };
  readonly sendQuestion: (draft: QnaDraft, template: OverlayTemplate) => Promise<FormResult>;
  readonly sendAnswer: (draft: QnaDraft, template: OverlayTemplate, target: AnswerTarget) => Promise<FormResult>;
  /** Questions added to the list (show more, a search): their answer buttons are marked as opening a dialog. */
  readonly onListChange: (listener: () => void) => () => void;
}

/** What this island adds to the server's forms and buttons (taken off again when it goes). */
const DIALOG_ATTRIBUTES = ['role', 'aria-modal', 'aria-labelledby', 'aria-describedby', 'tabindex'];

/** The overlay and its two dialogs: which one is open, who opened it, and the keys and clicks that close it. */
export function OverlayForms({ block, overlay, templates, productId, defaults, sendQuestion, sendAnswer, onListChange }: OverlayFormsProps) {
  const id = useId().replaceAll(':', '');
  const [places] = useState(() => ({
    question: overlay.querySelector<HTMLElement>('.cr-qna-new-q-form:not(.cr-qna-new-a-form)'),
    answer: overlay.querySelector<HTMLElement>('.cr-qna-new-a-form'),
  }));
  const [open, setOpen] = useState<{ kind: Kind; opener: HTMLElement | null; focusRequest: number } | null>(null);
  const [target, setTarget] = useState<AnswerTarget | null>(null);
  const focusRequests = useRef(0);

  // Both places are dialogs, named by their titles and described by their intro (or the question answered), focusable
  // themselves (a click on their text keeps focus inside); the plugin's × a named button; the buttons that open them say so.
  useLayoutEffect(() => {
    for (const [kind, place] of Object.entries(places)) {
      if (!place) continue;
      Object.entries({ role: 'dialog', 'aria-modal': 'true', 'aria-labelledby': `${id}-${kind}-title`, 'aria-describedby': `${id}-${kind}-text`, tabindex: '-1' }).forEach(([name, value]) => place.setAttribute(name, value));
      const closer = place.querySelector('.cr-qna-new-q-form-close');
      closer?.setAttribute('type', 'button');
      closer?.setAttribute('aria-label', 'Close');
    }
    const markOpeners = () => block.querySelectorAll('.cr-qna-ask-button, .cr-qna-ans-button[data-question]').forEach((button) => button.setAttribute('aria-haspopup', 'dialog'));
    markOpeners();
    const stop = onListChange(markOpeners);
    return () => {
      stop();
      for (const place of Object.values(places)) DIALOG_ATTRIBUTES.forEach((name) => place?.removeAttribute(name));
      block.querySelectorAll('[aria-haspopup="dialog"]').forEach((button) => button.removeAttribute('aria-haspopup'));
    };
  }, [places, id, block, onListChange]);

  // The plugin's classes: the overlay and the open form `cr-q-modal`, the page not scrolling behind (only while one is
  // open: the reviews' photo viewer sets the same body class).
  const isOpen = open !== null;
  /** The open dialog, for the page's focus listener (emptied as it closes, before focus goes back to its opener). */
  const shown = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    shown.current = open ? places[open.kind] : null;
    overlay.classList.toggle('cr-q-modal', shown.current !== null);
    for (const place of Object.values(places)) place?.classList.toggle('cr-q-modal', place !== null && place === shown.current);
  }, [open, overlay, places]);
  useLayoutEffect(() => {
    if (!isOpen) return;
    document.body.classList.add('cr-noscroll');
    return () => document.body.classList.remove('cr-noscroll');
  }, [isOpen]);
  useLayoutEffect(
    () => () => {
      overlay.classList.remove('cr-q-modal');
      for (const place of Object.values(places)) place?.classList.remove('cr-q-modal');
    },
    [overlay, places],
  );

  const closers = useRef<Record<Kind, (() => boolean) | null>>({ question: null, answer: null });
  const onClosing = useCallback((kind: Kind, closer: () => boolean) => {
    closers.current[kind] = closer;
  }, []);
  const close = useCallback(() => {
    // A form being sent stays open for the shop's answer.
    if (open && closers.current[open.kind]?.() === false) return;
    const opener = open?.opener;
    shown.current = null;
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
    // The keys of the open dialog, wherever focus is (in it, or on the page's body after a click on nothing).
    const onKeyDown = (event: KeyboardEvent) => {
      const place = open ? places[open.kind] : null;
      if (!place) return;
      if (event.key === 'Escape' && !event.isComposing) {
        event.preventDefault();
        event.stopPropagation();
        close();
      } else keepTabInside(place, event);
    };
    // Focus that reaches the page behind (a screen reader's move, a script's) is brought back into the dialog.
    const onFocusIn = (event: FocusEvent) => {
      const place = shown.current;
      if (place && event.target instanceof Node && !place.contains(event.target)) place.focus();
    };
    block.addEventListener('pointerdown', onPointerDown);
    block.addEventListener('click', onClick);
    document.addEventListener('keydown', onKeyDown, true);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      block.removeEventListener('pointerdown', onPointerDown);
      block.removeEventListener('click', onClick);
      document.removeEventListener('keydown', onKeyDown, true);
      document.removeEventListener('focusin', onFocusIn);
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
        <OverlayForm kind="question" place={places.question} idPrefix={`${id}-question`} template={templates.question} target={null} scope={questionScope} defaults={defaults} isOpen={open?.kind === 'question'} focusRequest={focusRequest('question')} send={sendThisQuestion} onClose={close} onClosing={onClosing} />
      )}
      {places.answer && templates.answer && target && answerScope && (
        <OverlayForm
          key={target.questionId}
          kind="answer"
          place={places.answer}
          idPrefix={`${id}-answer`}
          template={templates.answer}
          target={target}
          scope={answerScope}
          defaults={defaults}
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
