import { useEffect, useSyncExternalStore } from 'react';
import { canInstallNow, captureInstallPrompt, promptInstall, subscribeInstallPrompt } from './install-prompt';

// Apart from install-prompt.ts, which main.tsx loads first: React is not needed that early.

const serverSnapshot = () => false;

export interface InstallPromptState {
  canInstall: boolean;
  promptInstall: typeof promptInstall;
}

/** UI-free: the shell shows an "Instalar" action while `canInstall`. */
export function useInstallPrompt(): InstallPromptState {
  useEffect(captureInstallPrompt, []);
  return { canInstall: useSyncExternalStore(subscribeInstallPrompt, canInstallNow, serverSnapshot), promptInstall };
}
