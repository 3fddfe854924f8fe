import { useEffect, useEffectEvent, type ReactNode, type RefObject } from 'react';
import { defineOverlay, useOverlayDefined } from './overlays';
import { useAfterIdle } from '../defer/after-idle';
import './menu.css';

/*
 * Ionic's side menu and split pane, drawn as their plain elements (as ui/inputs/searchbar.tsx
 * does) and defined later: on a phone neither is on the first screen (the drawer is closed), so
 * their ~4 KiB gzip come once the browser is idle, or at once if the merchant taps the menu
 * button before; beside a wide screen's page they are defined at once. Until then `ion-menu` is
 * hidden (menu.css) and the page fills the screen as it will after (Ionic positions `.ion-page`).
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

/** Defines the menu: at once when `now` (a wide screen), else after the first idle moment. */
export function useMenuDefined(now: boolean): boolean {
  const idle = useAfterIdle();
  return useOverlayDefined('ion-menu', now || idle);
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
