import { type KeyboardEvent, type ReactNode, type RefObject, useEffect, useId, useRef } from 'react';

/**
 * A modal dialog over the page: `banner` (if any), the `title` naming it, the `body` describing it,
 * then its `actions`. While it is open `initialFocus` has the focus (which goes back where it was
 * afterwards) and Tab keeps it on the dialog's buttons; Escape calls `onEscape`. `lockScroll` stops
 * the page behind from scrolling.
 */
export function ModalDialog({
  classes,
  banner,
  title,
  body,
  actions,
  initialFocus,
  onEscape,
  lockScroll = false,
}: {
  classes: { overlay?: string; dialog?: string; title?: string; body?: string; actions?: string };
  banner?: ReactNode;
  title: ReactNode;
  body: ReactNode;
  actions: ReactNode;
  initialFocus: RefObject<HTMLElement | null>;
  onEscape: () => void;
  lockScroll?: boolean;
}) {
  const titleId = useId();
  const bodyId = useId();
  const boxRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const overflow = document.body.style.overflow;
    if (lockScroll) document.body.style.overflow = 'hidden';
    initialFocus.current?.focus();
    return () => {
      if (lockScroll) document.body.style.overflow = overflow;
      previous?.focus();
    };
    // Once per opening: the focus target and the lock are the dialog's from the start.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onEscape();
      return;
    }
    if (event.key !== 'Tab' || !boxRef.current) return;
    const buttons = Array.from(boxRef.current.querySelectorAll<HTMLElement>('button'));
    const first = buttons[0];
    const last = buttons[buttons.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div className={classes.overlay}>
      <div
        ref={boxRef}
        className={classes.dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        onKeyDown={onKeyDown}
      >
        {banner}
        <h2 id={titleId} className={classes.title}>
          {title}
        </h2>
        <div id={bodyId} className={classes.body}>
          {body}
        </div>
        <div className={classes.actions}>{actions}</div>
      </div>
    </div>
  );
}
