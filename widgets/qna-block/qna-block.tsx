// Customer Reviews' Q&A block: the server's markup stays; the list controller runs search and show
// more (failures under the list with a retry); "Ask a question" opens the new-question form and each
// "Answer the question" its inline answer form — React forms portalled into the shop's form places,
// including those of questions added later by show more or a search. Votes are review-votes islands.
// Customer Reviews 5.64 and before printed its two forms in an overlay instead: they open as dialogs
// (overlay-forms.tsx), on the same list controller.
import { useCallback, useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { flushSync } from 'react-dom';
import { IDLE_LIST_STATUS, ListFailure, submitQuestionOrAnswer, type DraftScope, type FormResult } from '@/reviews';
import type { IslandContext } from '@/runtime';
import { hasDraft, QnaForm, type QnaDraft } from './qna-form';
import { QnaListController } from './qna-list';
import { readFormTemplate, reCaptchaToken } from './read-props';
import { OverlayForms, type AnswerTarget } from './overlay-forms';
import { formTemplateSchema, type FormTemplate, type OverlayTemplate, type QnaBlockProps } from './schema';

/** A question whose answer form has been opened (or reopened because a draft was kept). */
interface AnswerSlot {
  readonly key: string;
  readonly questionId: string;
  /** The question's product (`data-post`). */
  readonly productId: string;
  /** `.cr-qna-list-q-b` and its `.cr-qna-list-inl-answ`. */
  readonly bar: HTMLElement;
  readonly container: HTMLElement;
  /** The form's texts, or null where the shop printed a login box instead. */
  readonly template: FormTemplate | null;
  readonly isOpen: boolean;
  readonly wasRestored: boolean;
  readonly focusRequest: number;
}

let serial = 0;
const serials = new WeakMap<Element, number>();
const keyOf = (element: Element): string => {
  if (!serials.has(element)) serials.set(element, ++serial);
  return String(serials.get(element));
};

const answerScope = (bar: HTMLElement, productId: string): DraftScope => ({ form: 'answer', itemId: bar.getAttribute('data-post') || productId, questionId: bar.getAttribute('data-question') ?? '' });

function templateOf(container: HTMLElement): FormTemplate | null {
  const raw = readFormTemplate(container);
  if (raw === null) return null;
  const parsed = formTemplateSchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  console.warn(`[shop-islands] qna-block: an answer form could not be read (${parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}); its server markup stays`);
  return null;
}

function slotOf(bar: HTMLElement, productId: string, state: Pick<AnswerSlot, 'isOpen' | 'wasRestored' | 'focusRequest'>): AnswerSlot | null {
  const container = bar.querySelector<HTMLElement>('.cr-qna-list-inl-answ');
  const questionId = bar.getAttribute('data-question');
  if (!container || !questionId) return null;
  return { key: keyOf(bar), questionId, productId: bar.getAttribute('data-post') || productId, bar, container, template: templateOf(container), ...state };
}

/** Drops slots of questions that left the list; reopens the forms of new questions with a kept draft. */
function syncSlots(block: HTMLElement, productId: string, slots: readonly AnswerSlot[]): readonly AnswerSlot[] {
  const kept = slots.filter((slot) => slot.bar.isConnected);
  const added: AnswerSlot[] = [];
  for (const bar of block.querySelectorAll<HTMLElement>('.cr-qna-list-q-b[data-question]')) {
    if (kept.some((slot) => slot.bar === bar) || !hasDraft(answerScope(bar, productId))) continue;
    const slot = slotOf(bar, productId, { isOpen: true, wasRestored: true, focusRequest: 0 });
    if (slot?.template) added.push(slot);
  }
  return added.length || kept.length !== slots.length ? [...kept, ...added] : slots;
}

function AnswerSlotView({ slot, defaults, send, onClose }: { slot: AnswerSlot; defaults: { name: string; email: string }; send: (slot: AnswerSlot, draft: QnaDraft) => Promise<FormResult>; onClose: (slot: AnswerSlot) => void }) {
  const { bar, isOpen } = slot;
  useLayoutEffect(() => {
    bar.classList.toggle('cr-qna-ans-form-open', isOpen);
    bar.querySelector('.cr-qna-ans-button')?.setAttribute('aria-expanded', String(isOpen));
  }, [bar, isOpen]);
  useLayoutEffect(() => () => bar.classList.remove('cr-qna-ans-form-open'), [bar]);
  const sendThis = useCallback((draft: QnaDraft) => send(slot, draft), [send, slot]);
  const close = useCallback(() => onClose(slot), [onClose, slot]);
  const scope = useMemo(() => ({ form: 'answer' as const, itemId: slot.productId, questionId: slot.questionId }), [slot.productId, slot.questionId]);
  if (!slot.template) return null;
  return <QnaForm kind="answer" container={slot.container} template={slot.template} scope={scope} defaults={defaults} resetTo={EMPTY} focusRequest={slot.focusRequest} wasRestored={slot.wasRestored} send={sendThis} onClose={close} />;
}

const EMPTY = { name: '', email: '' } as const;

/** What every question and answer sends of what was typed (cr_new_qna), with the reCAPTCHA token. */
async function draftFields(draft: QnaDraft, captchaKey: string): Promise<{ text: string; name: string; email: string; cptcha: string }> {
  return { text: draft.comment.trim(), name: draft.name.trim(), email: draft.email.trim(), cptcha: await reCaptchaToken(captchaKey) };
}

/** 5.64 and before: a question posts its form's nonce as `security`; an answer also its question and that question's product. */
async function sendOverlay(draft: QnaDraft, template: OverlayTemplate, target?: AnswerTarget): Promise<FormResult> {
  const question = target ? { productID: target.productId, questionID: target.questionId } : {};
  return submitQuestionOrAnswer({ ...question, currentPostID: template.productId, security: template.nonce, ...(await draftFields(draft, template.captchaKey)) });
}

/** The forms of 5.65 and later: the new question's in its place above the search, each answer's inline under its question. */
function InlineForms({ block, productId, nonce, questionForm, defaults, listChanges }: Pick<QnaBlockProps, 'productId' | 'nonce' | 'questionForm' | 'defaults'> & { block: HTMLElement; listChanges: ListChanges }) {
  const [slots, setSlots] = useState<readonly AnswerSlot[]>(() => syncSlots(block, productId, []));
  const questionScope = useMemo<DraftScope>(() => ({ form: 'question', itemId: productId }), [productId]);
  const [ask, setAsk] = useState(() => {
    const isRestored = questionForm !== null && hasDraft(questionScope);
    return { isOpen: isRestored, wasRestored: isRestored, focusRequest: 0 };
  });
  useEffect(() => listChanges.subscribe(() => setSlots((current) => syncSlots(block, productId, current))), [listChanges, block, productId]);
  const [places] = useState(() => ({ askContainer: block.querySelector<HTMLElement>('.cr-qna-new-q-form'), askButton: block.querySelector<HTMLElement>('.cr-qna-ask-button') }));
  const { askContainer, askButton } = places;

  useLayoutEffect(() => {
    block.classList.toggle('cr-qna-new-q-form-open', ask.isOpen);
    askButton?.setAttribute('aria-expanded', String(ask.isOpen));
  }, [block, askButton, ask.isOpen]);
  useLayoutEffect(() => () => block.classList.remove('cr-qna-new-q-form-open'), [block]);

  // Answer buttons of questions never opened say they are collapsed too.
  useLayoutEffect(() => {
    for (const button of block.querySelectorAll('.cr-qna-ans-button:not([aria-expanded])')) button.setAttribute('aria-expanded', 'false');
  }, [block, slots]);

  const closeAsk = useCallback(() => {
    flushSync(() => setAsk((current) => ({ ...current, isOpen: false, wasRestored: false })));
    askButton?.focus();
  }, [askButton]);

  const closeAnswer = useCallback((slot: AnswerSlot) => {
    flushSync(() => setSlots((current) => current.map((item) => (item.key === slot.key ? { ...item, isOpen: false, wasRestored: false } : item))));
    slot.bar.querySelector<HTMLElement>('.cr-qna-ans-button')?.focus();
  }, []);

  const openAnswer = useCallback(
    (bar: HTMLElement) => {
      const existing = slots.find((slot) => slot.bar === bar);
      const next = existing ? { ...existing, isOpen: true, focusRequest: existing.focusRequest + 1 } : slotOf(bar, productId, { isOpen: true, wasRestored: false, focusRequest: 1 });
      if (!next) return;
      flushSync(() => setSlots((current) => (current.some((slot) => slot.key === next.key) ? current.map((slot) => (slot.key === next.key ? next : slot)) : [...current, next])));
      // A login box instead of a form: focus its link.
      if (!next.template) next.container.querySelector<HTMLElement>('a, button')?.focus();
    },
    [slots, productId],
  );

  // The shop's buttons: ask, answer, and the nav of places that show a login box (no React form there).
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      if (!target || target.closest('[data-qna-form]')) return;
      if (askButton?.contains(target)) {
        event.preventDefault();
        flushSync(() => setAsk((current) => ({ ...current, isOpen: true, focusRequest: current.focusRequest + 1 })));
        if (!questionForm) askContainer?.querySelector<HTMLElement>('a, button')?.focus();
        return;
      }
      const answerButton = target.closest('.cr-qna-ans-button');
      const bar = answerButton?.closest<HTMLElement>('.cr-qna-list-q-b');
      if (bar && block.contains(bar)) {
        event.preventDefault();
        openAnswer(bar);
        return;
      }
      const nav = target.closest('.cr-nav-left, .cr-nav-right');
      if (nav) closeServerPlace(nav);
    };
    const closeServerPlace = (inside: Element) => {
      if (askContainer?.contains(inside)) closeAsk();
      const slot = slots.find((item) => item.container.contains(inside));
      if (slot) closeAnswer(slot);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      if (event.key === 'Escape' && target && !target.closest('[data-qna-form]') && target.closest('.cr-qna-new-q-form, .cr-qna-list-inl-answ')) closeServerPlace(target);
    };
    block.addEventListener('click', onClick);
    block.addEventListener('keydown', onKeyDown);
    return () => {
      block.removeEventListener('click', onClick);
      block.removeEventListener('keydown', onKeyDown);
    };
  }, [block, askButton, askContainer, questionForm, slots, openAnswer, closeAsk, closeAnswer]);

  const currentPostID = questionForm?.item?.id ?? productId;
  /** What a question and an answer both send (cr_new_qna). */
  const qnaFields = useCallback(
    async (draft: QnaDraft, captchaKey: string) => ({ crNonce: nonce, currentPostID, ...(await draftFields(draft, captchaKey)) }),
    [nonce, currentPostID],
  );
  const sendQuestion = useCallback(async (draft: QnaDraft): Promise<FormResult> => submitQuestionOrAnswer(await qnaFields(draft, questionForm?.captchaKey ?? '')), [qnaFields, questionForm]);
  const sendAnswer = useCallback(
    async (slot: AnswerSlot, draft: QnaDraft): Promise<FormResult> => submitQuestionOrAnswer({ ...(await qnaFields(draft, slot.template?.captchaKey ?? '')), questionID: slot.questionId, productID: slot.productId }),
    [qnaFields],
  );

  return (
    <>
      {questionForm && askContainer && (
        <QnaForm
          kind="question"
          container={askContainer}
          template={questionForm}
          scope={questionScope}
          defaults={defaults}
          resetTo={defaults}
          focusRequest={ask.focusRequest}
          wasRestored={ask.wasRestored}
          send={sendQuestion}
          onClose={closeAsk}
        />
      )}
      {slots.map((slot) => (
        <AnswerSlotView key={slot.key} slot={slot} defaults={defaults} send={sendAnswer} onClose={closeAnswer} />
      ))}
    </>
  );
}

/** Questions added to the list (show more, a search): the inline forms' slots follow. */
interface ListChanges {
  subscribe(listener: () => void): () => void;
  notify(): void;
}

function listChanges(): ListChanges {
  const listeners = new Set<() => void>();
  return {
    subscribe: (listener) => (listeners.add(listener), () => listeners.delete(listener)),
    notify: () => listeners.forEach((listener) => listener()),
  };
}

export function QnaBlock({ mountPoint: block, productId, permalink, nonce, attributes, questionForm, overlay, defaults }: QnaBlockProps & IslandContext) {
  const [status, setStatus] = useState(IDLE_LIST_STATUS);
  const [changes] = useState(listChanges);
  const [controller] = useState(() => new QnaListController(block, { productId, permalink, attributes, onStatus: setStatus, onChange: changes.notify }));
  useEffect(() => controller.start(), [controller]);
  const [overlayPlace] = useState(() => (overlay ? block.querySelector<HTMLElement>(':scope > .cr-qna-new-q-overlay') : null));
  return (
    <>
      {/* Under the list and its show-more button, before "no questions found". */}
      <ListFailure name="qna-block" within={block.querySelector<HTMLElement>('.cr-qna-list-block') ?? block} before=".cr-search-no-qna" subject="questions" error={status.error} onRetry={() => controller.retry()} />
      {overlay && overlayPlace ? (
        <OverlayForms block={block} overlay={overlayPlace} templates={overlay} productId={productId} defaults={defaults} sendQuestion={sendOverlay} sendAnswer={sendOverlay} onListChange={changes.subscribe} />
      ) : (
        <InlineForms block={block} productId={productId} nonce={nonce} questionForm={questionForm} defaults={defaults} listChanges={changes} />
      )}
    </>
  );
}
