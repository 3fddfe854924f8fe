import { useEffect, useEffectEvent, useState, type ReactNode, type RefObject } from 'react';
import { defineOverlay, useOverlayDefined } from './overlays';
import './menu.css';

/*
 * Ionic's side menu and split pane, drawn as their plain elements (as ui/inputs/searchbar.tsx
 * does) and defined later: on a phone neither is on the first screen (the drawer is closed), so
 * their ~7 KiB gzip (with Stencil's helpers) come before first use: when the menu button is
 * pressed or focused (the tap waits for them), or a finger lands where the drawer's swipe starts,
 * by the screen's left edge. Beside a wide screen's page they are defined at once. A visit that
 * never opens the drawer never asks for them. Until then `ion-menu` is hidden (menu.css) and the
 * page fills the screen as it will after (Ionic positions `.ion-page`). The one thing lost: the
 * very first swipe from the edge in a visit finds no drawer yet (its code arrives during that
 * swipe; the next one opens it, and the button always does).
 *
 * Attributes rather than properties, because an element not yet defined has none of its
 * properties: Stencil reads `content-id`, `when` and the rest from them when it upgrades.
 */

interface SplitPaneAttributes {
  'content-id': string;
  when: string;
  disabled?: boolean;
}
interface MenuAttributes {
  'content-id': string;
  type: 'overlay';
}

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- how React types custom elements.
  namespace JSX {
    interface IntrinsicElements {
      'ion-split-pane': DetailedHTMLProps<HTMLAttributes<HTMLIonSplitPaneElement>, HTMLIonSplitPaneElement> &
        SplitPaneAttributes;
      'ion-menu': DetailedHTMLProps<HTMLAttributes<HTMLIonMenuElement>, HTMLIonMenuElement> & MenuAttributes;
    }
  }
}

/** Ionic's menu starts its swipe-to-open gesture this close to the screen's left edge. */
const SWIPE_EDGE_PX = 50;

/**
 * Defines the menu: at once when `now` (a wide screen), else before its first use: a press on or
 * focus into the menu `button`, or a touch by the left edge.
 */
export function useMenuDefined(now: boolean, button: RefObject<HTMLElement | null>): boolean {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    // A wide screen defines it at once: no need to watch every press.
    if (wanted || now) return;
    const onButton = (target: EventTarget | null) => target instanceof Node && !!button.current?.contains(target);
    const pressed = (event: PointerEvent) => {
      if (event.clientX <= SWIPE_EDGE_PX || onButton(event.target)) setWanted(true);
    };
    const focused = (event: FocusEvent) => {
      if (onButton(event.target)) setWanted(true);
    };
    const options = { capture: true, passive: true } as const;
    window.addEventListener('pointerdown', pressed, options);
    window.addEventListener('focusin', focused, options);
    return () => {
      window.removeEventListener('pointerdown', pressed, options);
      window.removeEventListener('focusin', focused, options);
    };
  }, [wanted, now, button]);
  return useOverlayDefined('ion-menu', now || wanted);
}

/** Opens or closes the drawer, its code first if the tap came before it. */
export async function toggleMenu(menu: HTMLIonMenuElement | null): Promise<void> {
  if (!menu) return;
  await defineOverlay('ion-menu');
  // Stencil marks a component 'hydrated' once it has loaded (and registered with Ionic's menu
  // controller); its custom-elements build has no componentOnReady. A few frames at most.
  for (let frame = 0; frame < 120 && !menu.classList.contains('hydrated'); frame += 1) {
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
  await menu.toggle();
}

interface SplitPaneProps {
  contentId: string;
  when: string;
  disabled: boolean;
  children: ReactNode;
}

export function SplitPane({ contentId, when, disabled, children }: SplitPaneProps) {
  // React gives a custom element `disabled={false}` as no attribute, `true` as an empty one.
  return (
    <ion-split-pane content-id={contentId} when={when} disabled={disabled}>
      {children}
    </ion-split-pane>
  );
}

interface MenuProps {
  ref: RefObject<HTMLIonMenuElement | null>;
  contentId: string;
  label: string;
  className: string;
  onWillOpen: () => void;
  onDidOpen: (menu: HTMLIonMenuElement) => void;
  onDidClose: (menu: HTMLIonMenuElement) => void;
  children: ReactNode;
}

/** A drawer over the page on phones (`type="overlay"`), the sidebar beside it in the split pane. */
export function Menu({ ref, contentId, label, className, onWillOpen, onDidOpen, onDidClose, children }: MenuProps) {
  const willOpen = useEffectEvent(() => onWillOpen());
  const didOpen = useEffectEvent((menu: HTMLIonMenuElement) => onDidOpen(menu));
  const didClose = useEffectEvent((menu: HTMLIonMenuElement) => onDidClose(menu));
  useEffect(() => {
    const menu = ref.current;
    if (!menu) return;
    const opening = () => willOpen();
    const opened = () => didOpen(menu);
    const closed = () => didClose(menu);
    menu.addEventListener('ionWillOpen', opening);
    menu.addEventListener('ionDidOpen', opened);
    menu.addEventListener('ionDidClose', closed);
    return () => {
      menu.removeEventListener('ionWillOpen', opening);
      menu.removeEventListener('ionDidOpen', opened);
      menu.removeEventListener('ionDidClose', closed);
    };
  }, [ref]);
  return (
    <ion-menu ref={ref} content-id={contentId} type="overlay" aria-label={label} className={className}>
      {children}
    </ion-menu>
  );
}
