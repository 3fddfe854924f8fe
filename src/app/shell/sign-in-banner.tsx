import { useSessionController, useSessionState } from '@/auth';
import { ShellBanner } from './shell-banner';

/**
 * Online again, but only the sign-in page can renew the session (no tokens after an offline
 * start, or the server refused them): say so and wait for the tap. The saved data stays on
 * screen meanwhile, and after signing in the user is back on this very screen (auth/access.ts).
 */
export function SignInBanner() {
  const state = useSessionState();
  const session = useSessionController();
  if (state.status !== 'offline' || state.signIn !== 'ready') return null;
  return (
    <ShellBanner
      text="Você está online. Entre novamente para atualizar os dados."
      action="Entrar"
      onAction={() => void session.signIn()}
    />
  );
}
