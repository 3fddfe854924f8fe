import { IonApp, IonButton } from '@ionic/react';
import { getRouteApi } from '@tanstack/react-router';
import { SessionContext, useSessionController, useSessionState } from '@/auth';
import { Dialog } from '@/ui/dialog/dialog';
import { FullScreenSpinner } from '@/ui/loading/loading';
import { setupIonic } from '@/ui/setup-ionic';
import { ToastHost } from '@/ui/toast';
import { ScreenKeeper } from './screen-keeper';
import { Shell } from './shell';
import { UnavailablePage } from './unavailable-page';

// Before the first Ionic component renders. Here, not at boot: the public pages share the router
// and must not load Ionic's JavaScript (docs/stack-notes.md).
setupIonic();

const route = getRouteApi('/_app');

/** The signed-in app: Ionic's root, the session, and the shell once the user may see it. */
export function AppLayout() {
  const { session } = route.useRouteContext();
  return (
    <IonApp>
      <SessionContext.Provider value={session}>
        <ScreenKeeper>
          <SessionGate />
        </ScreenKeeper>
      </SessionContext.Provider>
      <ToastHost />
    </IonApp>
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

/** Requirements §4: non-dismissable; once closed, the user is logged out. */
function NoMerchantAlert() {
  const session = useSessionController();
  return (
    <>
      <FullScreenSpinner />
      <Dialog
        open
        dismissable={false}
        title="Lojista não configurado"
        role="alertdialog"
        actions={<IonButton onClick={() => void session.logout()}>OK</IonButton>}
      >
        <p>Seu usuário não possui um lojista associado, por favor entre em contato com o suporte.</p>
      </Dialog>
    </>
  );
}
