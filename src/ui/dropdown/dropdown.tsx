import { useEffect, useId, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import './dropdown.css';

interface DropdownProps {
  /** Content of the toggle button. */
  label: ReactNode;
  /** Accessible name of the toggle button, when its content has none (an icon). */
  ariaLabel?: string;
  /** Names the open panel (a labelled region, since it is portalled outside the page's landmarks). */
  panelLabel: string;
  id?: string;
  buttonClassName?: string;
  /** The panel's entries; choosing a link or button inside closes it. */
  children: ReactNode;
}

/**
 * A header dropdown (disclosure pattern): a button that shows a panel below it. Escape, a tap
 * outside or choosing an entry closes it and focus returns to the button. Kept out of Ionic's
 * overlay system so the header costs little JavaScript. The panel is portalled to <body>:
 * ion-toolbar's CSS containment would clip it (and pin `position: fixed` to the toolbar).
 */
export function Dropdown({ label, ariaLabel, panelLabel, id, buttonClassName, children }: DropdownProps) {
  const [open, setOpen] = useState(false);
  const [position, setPosition] = useState<CSSProperties>({});
  const panel = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!root.current?.contains(target) && !panel.current?.contains(target)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        button.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);
  return (
    <div className="app-dropdown" ref={root}>
      <button
        ref={button}
        id={id}
        type="button"
        className={`app-dropdown-button ${buttonClassName ?? ''}`}
        aria-label={ariaLabel}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={(event) => {
          const rect = event.currentTarget.getBoundingClientRect();
          setPosition({ top: rect.bottom + 4, right: Math.max(8, window.innerWidth - rect.right) });
          setOpen((value) => !value);
        }}
      >
        {label}
      </button>
      {createPortal(
        <div
          ref={panel}
          id={panelId}
          className="app-dropdown-panel"
          role="region"
          aria-label={panelLabel}
          hidden={!open}
          style={position}
          onClick={(event) => {
            if ((event.target as Element).closest('a, button')) setOpen(false);
          }}
        >
          {open && children}
        </div>,
        document.body,
      )}
    </div>
  );
}
