import { getRouteApi } from '@tanstack/react-router';
import { Button } from '@/ui/button/button';
import { Dialog } from '@/ui/dialog/dialog';
import { SessionContext, useSessionController, useSessionState } from '@/auth';
import { FullScreenSpinner } from '@/ui/loading/loading';
import { ScreenKeeper } from './screen-keeper';
import { Shell } from './shell';
import { UnavailablePage } from './unavailable-page';

const route = getRouteApi('/_app');

export function AppLayout() {
  const { session } = route.useRouteContext();
  return (
    <SessionContext.Provider value={session}>
      <ScreenKeeper>
        <SessionGate />
      </ScreenKeeper>
    </SessionContext.Provider>
  );
}

function SessionGate() {
  const state = useSessionState();
  switch (state.status) {
    case 'authenticated':
    case 'offline':
      return <Shell />;
    case 'no-merchant':
      return <NoMerchantAlert />;
    case 'unavailable':
      return <UnavailablePage />;
    default:
      return <FullScreenSpinner label={state.status === 'logging-out' ? 'Saindo…' : undefined} />;
  }
}

/** Spec section 4: non-dismissable; once closed, the user is logged out. */
function NoMerchantAlert() {
  const session = useSessionController();
  return (
    <>
      <FullScreenSpinner />
      <Dialog
        open
        role="alertdialog"
        dismissable={false}
        title="Lojista não configurado"
        actions={<Button onClick={() => void session.logout()}>OK</Button>}
      >
        <p>Seu usuário não possui um lojista associado, por favor entre em contato com o suporte.</p>
      </Dialog>
    </>
  );
}
