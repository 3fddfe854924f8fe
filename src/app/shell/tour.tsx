import { IonButton } from '@ionic/react';
import { useState, useSyncExternalStore } from 'react';
import { useSessionUser } from '@/auth';
import { Dialog } from '@/ui/dialog/dialog';
import { hasSeenTour, markTourSeen, tourStore } from './tour-store';

const STEPS = [
  {
    title: 'Bem-vindo ao Painel de Vendas',
    text: 'Acompanhe suas vendas, recebíveis e pagamentos de qualquer lugar, direto do celular.',
  },
  {
    title: 'Menu',
    text: 'Toque no ícone de menu, no canto superior esquerdo, para navegar entre vendas, financeiro, equipamentos e planos.',
  },
  {
    title: 'Seu negócio',
    text: 'No topo da tela você vê o lojista atual. Toque nele e depois em "Ver tudo..." para os dados cadastrais.',
  },
  {
    title: 'Sem internet? Sem problema',
    text: 'As telas que você já abriu ficam salvas no aparelho. Offline, elas mostram a data e a hora dos dados.',
  },
];

/** A short first-run tour (spec section 1); replay it from the user menu. */
export function Tour() {
  const user = useSessionUser();
  const forced = useSyncExternalStore(tourStore.subscribe, tourStore.isForced, tourStore.isForced);
  const [dismissed, setDismissed] = useState(() => hasSeenTour(user.sub));
  const [step, setStep] = useState(0);
  const open = forced || !dismissed;
  const finish = () => {
    markTourSeen(user.sub);
    setDismissed(true);
    setStep(0);
  };
  const current = STEPS[step] ?? STEPS[0];
  const last = step === STEPS.length - 1;
  return (
    <Dialog
      open={open}
      title={current?.title ?? ''}
      label="Tour do Painel de Vendas"
      // Escape and the backdrop end the tour for good, as 'Pular' does.
      onClose={finish}
      actions={
        <>
          <IonButton fill="clear" color="dark" onClick={finish}>
            Pular
          </IonButton>
          <IonButton onClick={() => (last ? finish() : setStep(step + 1))}>{last ? 'Começar' : 'Próximo'}</IonButton>
        </>
      }
    >
      <p className="app-muted">
        Passo {step + 1} de {STEPS.length}
      </p>
      <p>{current?.text}</p>
    </Dialog>
  );
}
