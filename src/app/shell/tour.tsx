import { useEffect, useId, useLayoutEffect, useRef, useState, useSyncExternalStore, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { useSessionUser } from '@/auth';
import { hasSeenTour, markTourSeen, tourStore } from './tour-store';
import { placeBubble, type Box, type Placement } from './tour-placement';
import { TOUR_STEPS } from './tour-steps';
import './tour.css';

/** How long a step waits for its element (the dashboard's figures load after the shell). */
const WAIT_MS = 2_000;
const POLL_MS = 150;

/**
 * A short first-run tour (requirements §1; replay it from the user menu). Each step is a bubble
 * beside the element it names, which a spotlight lifts out of the dimmed screen. A modal dialog
 * for assistive technology: its title and text are its name and description, focus starts on
 * "Próximo", Tab stays between its two buttons, Escape or a tap outside ends it.
 */
export function Tour() {
  const user = useSessionUser();
  const forced = useSyncExternalStore(tourStore.subscribe, tourStore.isForced, tourStore.isForced);
  const [dismissed, setDismissed] = useState(() => hasSeenTour(user.sub));
  const [step, setStep] = useState(0);
  const open = forced || !dismissed;
  const finish = () => {
    markTourSeen(user.sub);
    setDismissed(true);
    setStep(0);
  };
  useReturnFocus(open);
  const current = TOUR_STEPS[step];
  const target = useTarget(open ? current?.target : undefined, () =>
    step + 1 < TOUR_STEPS.length ? setStep(step + 1) : finish(),
  );
  if (!open || !current || !target) return null;
  const last = step === TOUR_STEPS.length - 1;
  return createPortal(
    <TourBubble
      key={step}
      target={target}
      title={current.title}
      text={current.text}
      counter={`Passo ${step + 1} de ${TOUR_STEPS.length}`}
      nextLabel={last ? 'Começar' : 'Próximo'}
      onNext={() => (last ? finish() : setStep(step + 1))}
      onSkip={finish}
    />,
    document.body,
  );
}

/** Where focus was when the tour opened (the user menu's entry, the page): back there after. */
function useReturnFocus(open: boolean) {
  useEffect(() => {
    if (!open) return undefined;
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    return () => {
      if (before?.isConnected) before.focus();
    };
  }, [open]);
}

/** The element's box, followed as the page lays out; `onMissing` when it never shows up. */
function useTarget(selector: string | undefined, onMissing: () => void): Box | null {
  // Kept with the selector it measured: a new step never shows the last step's box.
  const [seen, setSeen] = useState<{ selector: string; box: Box } | null>(null);
  const missing = useRef(onMissing);
  useEffect(() => {
    missing.current = onMissing;
  });
  useEffect(() => {
    if (!selector) return undefined;
    const started = Date.now();
    let scrolled = false;
    const measure = () => {
      const element = document.querySelector<HTMLElement>(selector);
      const rect = element?.getBoundingClientRect();
      if (!element || !rect || rect.width === 0) {
        if (Date.now() - started > WAIT_MS) missing.current();
        return;
      }
      if (!scrolled && (rect.bottom > window.innerHeight || rect.top < 0)) element.scrollIntoView({ block: 'center' });
      scrolled = true;
      setSeen((old) =>
        old?.selector === selector &&
        old.box.top === rect.top &&
        old.box.left === rect.left &&
        old.box.width === rect.width &&
        old.box.height === rect.height
          ? old
          : { selector, box: { top: rect.top, left: rect.left, width: rect.width, height: rect.height } },
      );
    };
    measure();
    // Polled: the element may mount late, move when a banner appears, or the screen may turn.
    const timer = window.setInterval(measure, POLL_MS);
    return () => window.clearInterval(timer);
  }, [selector]);
  return seen && seen.selector === selector ? seen.box : null;
}

interface BubbleProps {
  target: Box;
  title: string;
  text: string;
  counter: string;
  nextLabel: string;
  onNext: () => void;
  onSkip: () => void;
}

function TourBubble({ target, title, text, counter, nextLabel, onNext, onSkip }: BubbleProps) {
  const id = useId();
  const { bubble, next, onKeyDown } = useModalFocus(onSkip);
  const [placement, setPlacement] = useState<Placement | null>(null);
  useLayoutEffect(() => {
    const height = bubble.current?.offsetHeight ?? 0;
    setPlacement(placeBubble(target, height, { width: window.innerWidth, height: window.innerHeight }));
  }, [target, bubble]);
  return (
    <div className="tour-layer" data-snapshot-skip="">
      <div className="tour-backdrop" onClick={onSkip} aria-hidden="true" />
      <Spotlight target={target} />
      <div
        ref={bubble}
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-text`}
        className={`tour-bubble tour-bubble-${placement?.side ?? 'below'}`}
        style={
          placement
            ? { top: placement.top, left: placement.left, width: placement.width }
            : // Measured before it is placed; transparent, not hidden, so focus can land on it.
              { opacity: 0, top: 0, left: 0, width: 320 }
        }
        onKeyDown={onKeyDown}
      >
        <span className="tour-arrow" aria-hidden="true" style={{ left: placement?.arrowLeft ?? 0 }} />
        <p className="tour-counter">{counter}</p>
        <h2 id={`${id}-title`} className="tour-title">
          {title}
        </h2>
        <p id={`${id}-text`} className="tour-text">
          {text}
        </p>
        <div className="tour-actions">
          <button type="button" className="tour-button tour-skip" onClick={onSkip}>
            Pular
          </button>
          <button ref={next} type="button" className="tour-button tour-next" onClick={onNext}>
            {nextLabel}
          </button>
        </div>
      </div>
    </div>
  );
}

/**
 * Focus as in a modal: on the last button first, back inside when it leaves, Tab cycling between
 * the buttons, Escape ending the tour. The bubble and that button get the returned refs.
 */
function useModalFocus(onSkip: () => void) {
  const bubble = useRef<HTMLDivElement>(null);
  const next = useRef<HTMLButtonElement>(null);
  const skip = useRef(onSkip);
  useEffect(() => {
    skip.current = onSkip;
  });
  useEffect(() => {
    next.current?.focus();
    // A modal keeps focus: the user menu's popover, closing as the tour replays, hands focus
    // back to its button a moment later; it comes back here.
    const keep = (event: FocusEvent) => {
      if (event.target instanceof Node && !bubble.current?.contains(event.target)) next.current?.focus();
    };
    // Escape ends the tour wherever focus is (it may not have landed yet).
    const escape = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') skip.current();
    };
    document.addEventListener('focusin', keep);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('focusin', keep);
      document.removeEventListener('keydown', escape);
    };
  }, []);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Tab') {
      const buttons = [...(bubble.current?.querySelectorAll('button') ?? [])];
      const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
      const to = (at + (event.shiftKey ? -1 : 1) + buttons.length) % buttons.length;
      event.preventDefault();
      buttons[to]?.focus();
    }
  };
  return { bubble, next, onKeyDown };
}

/** The ring around the element, kept on screen (the user button sits at the very edge). */
function Spotlight({ target }: { target: Box }) {
  const pad = 4;
  const left = Math.max(target.left - pad, 2);
  const right = Math.min(target.left + target.width + pad, window.innerWidth - 2);
  return (
    <div
      className="tour-spotlight"
      aria-hidden="true"
      style={{
        top: Math.max(target.top - pad, 2),
        left,
        width: right - left,
        height: target.height + 2 * pad,
      }}
    />
  );
}
