import { useState } from 'react';
import {
  dismissInstall,
  installWay,
  isInstallDismissed,
  recordVisit,
  shouldOfferInstall,
} from '@/offline/install-offer';
import { useInstallPrompt } from '@/offline/use-install-prompt';
import { ShellBanner } from './shell-banner';

const isStandalone = () =>
  window.matchMedia?.('(display-mode: standalone)').matches === true ||
  (navigator as Navigator & { standalone?: boolean }).standalone === true;

/**
 * "Instale o app", from the second visit on (issue 22: the offer hid in the user menu, where it
 * stays). Chromium: its own install dialog. Safari on iPhone and iPad has none: the banner says
 * where Safari's "Adicionar à Tela de Início" is. Closing it is remembered on the device.
 */
export function InstallBanner() {
  const install = useInstallPrompt();
  // Counted once per mount; the count itself is once per tab (a reload is the same visit).
  const [visits] = useState(() => recordVisit(localStorage, sessionStorage));
  const [dismissed, setDismissed] = useState(() => isInstallDismissed(localStorage));
  const way = installWay({
    userAgent: navigator.userAgent,
    maxTouchPoints: navigator.maxTouchPoints ?? 0,
    standalone: isStandalone(),
    canPrompt: install.canInstall,
  });
  if (!shouldOfferInstall(visits, dismissed, way)) return null;
  const dismiss = () => {
    dismissInstall(localStorage);
    setDismissed(true);
  };
  if (way === 'ios')
    return (
      <ShellBanner
        label="Instale o app"
        text="Instale o app. Toque em Compartilhar e depois em Adicionar à Tela de Início."
        onDismiss={dismiss}
      />
    );
  return (
    <ShellBanner
      label="Instale o app"
      text="Instale o app: abre direto da tela inicial e funciona sem internet."
      action="Instalar"
      onAction={() =>
        void install.promptInstall().then((outcome) => {
          // Turned down in the browser's own dialog: as good as closing the banner.
          if (outcome === 'dismissed') dismiss();
        })
      }
      onDismiss={dismiss}
    />
  );
}
