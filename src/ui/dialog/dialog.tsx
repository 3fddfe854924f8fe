import { useEffect, useId, useRef, type ReactNode } from 'react';
import './dialog.css';

interface DialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  actions: ReactNode;
  /** Escape and the backdrop close it; false for dialogs the user must answer. */
  dismissable?: boolean;
  onClose?: () => void;
  role?: 'dialog' | 'alertdialog';
  /** Extra class on the <dialog> (a wider sheet for a record's details). */
  className?: string;
}

/**
 * A modal on the native <dialog> element: focus trap, Escape and top layer come from the
 * browser, so the shell's dialogs (tour, idle, no merchant) cost no JavaScript of Ionic's
 * overlay system in the initial bundle.
 */
export function Dialog({
  open,
  title,
  children,
  actions,
  dismissable = true,
  onClose,
  role = 'dialog',
  className,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      className={className ? `app-dialog ${className}` : 'app-dialog'}
      role={role}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        if (dismissable) onClose?.();
      }}
      onClick={(event) => {
        if (dismissable && event.target === ref.current) onClose?.();
      }}
    >
      <div className="app-dialog-body">
        <h2 id={titleId}>{title}</h2>
        {children}
        <div className="app-dialog-actions">{actions}</div>
      </div>
    </dialog>
  );
}
