import { useRef, useState, type MouseEvent } from 'react';
import { defineOverlay } from '../ionic/overlays';

/**
 * An IonPopover opened by a button's tap and placed by it, by state rather than Ionic's `trigger`
 * id (which looks the button up once, when the popover first connects, before React has put the
 * button in the page). Spread `popoverProps` on the IonPopover and `triggerProps` on the button.
 * Ionic's popover is defined on the first tap (src/ui/ionic/overlays.ts), then opens.
 */
export function usePopover() {
  const [event, setEvent] = useState<globalThis.MouseEvent | undefined>(undefined);
  const ref = useRef<HTMLIonPopoverElement>(null);
  const open = event !== undefined;
  return {
    triggerProps: {
      onClick: (tap: MouseEvent) => {
        const { nativeEvent } = tap;
        const open = () => setEvent(nativeEvent);
        // Should its code fail to arrive, the popover opens as an unknown element: nothing shows, and
        // the next tap tries again.
        void defineOverlay('ion-popover').then(open, () => undefined);
      },
      'aria-haspopup': 'dialog' as const,
      // Strings: React writes `true` on a custom element as an empty attribute.
      'aria-expanded': open ? ('true' as const) : ('false' as const),
    },
    // Ionic gives its popover no role: a dialog, named by the aria-label the caller gives it.
    popoverProps: { ref, role: 'dialog', isOpen: open, event, onDidDismiss: () => setEvent(undefined) },
    /** Closes the popover, then runs `after`: focus returns to the button before a dialog opens. */
    close(after?: () => void) {
      void (ref.current?.dismiss() ?? Promise.resolve()).then(() => after?.());
    },
  };
}
