import { useEffect, useRef, type ReactNode, type TouchEvent } from 'react';
import { drawer, useDrawerOpen } from './drawer-store';

/** A leftward swipe this long (px) closes the drawer, as Ionic's menu gesture did. */
const SWIPE_CLOSE_PX = 60;

/**
 * The phone's side menu: a modal <dialog> sliding in from the left. The browser gives it what
 * Ionic's menu gave — focus moved in and kept there, Escape to close, the page behind inert —
 * without any Ionic code on the first screen (decision 007).
 */
export function Drawer({ label, children }: { label: string; children: ReactNode }) {
  const ref = useRef<HTMLDialogElement>(null);
  const open = useDrawerOpen();
  const touchStartX = useRef<number | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    else if (!open && dialog.open) dialog.close();
  }, [open]);

  // Leaving the phone layout (rotation, a wider window) must not strand an open modal.
  useEffect(() => () => drawer.close(), []);

  const onTouchStart = (event: TouchEvent) => {
    touchStartX.current = event.touches[0]?.clientX ?? null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStartX.current;
    const end = event.changedTouches[0]?.clientX;
    touchStartX.current = null;
    if (start !== null && end !== undefined && start - end > SWIPE_CLOSE_PX) drawer.close();
  };

  return (
    <dialog
      ref={ref}
      className="app-drawer"
      aria-label={label}
      // Escape, or the dialog closed by the browser: keep the store in step.
      onClose={drawer.close}
      // The body fills the dialog, so a click on the dialog itself is a click on the backdrop.
      onClick={(event) => {
        if (event.target === event.currentTarget) drawer.close();
      }}
      onTouchStart={onTouchStart}
      onTouchEnd={onTouchEnd}
    >
      <div className="app-drawer-body">{children}</div>
    </dialog>
  );
}
