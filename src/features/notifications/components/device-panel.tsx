import { IonButton } from '@ionic/react';
import { useOnlineOnly } from '@/offline/online-only';
import { Panel } from '@/ui/page/panel';
import { DEVICE_MESSAGES, type DeviceState } from '../lib/device';
import { useDevice } from '../lib/use-device';
import styles from './notifications.module.css';

const DEVICE_TITLE = 'Avisar quando vender';
export const IOS_NOTE =
  'No iPhone e no iPad, as notificações só chegam com o app instalado na tela de início: no Safari, toque em Compartilhar e depois em “Adicionar à Tela de Início”, abra o app por lá e ative aqui.';
const UNSUPPORTED = 'Este navegador não recebe notificações. As novidades continuam na lista do sino, no alto da tela.';
const NO_KEY = 'Este servidor não envia notificações para aparelhos. As novidades continuam na lista do sino.';

/**
 * Why, then the one button that asks the browser's permission: the prompt only ever follows the
 * merchant's tap here, never a page load (a prompt out of nowhere is refused, and stays refused).
 */
export function DevicePanel({ vapidPublicKey }: { vapidPublicKey: string | undefined }) {
  const { state, error, busy, activate, deactivate } = useDevice(vapidPublicKey);
  const { allowed, reason } = useOnlineOnly();
  return (
    <Panel title={DEVICE_TITLE}>
      <p>
        Receba um aviso neste aparelho a cada venda aprovada, link pago, Pix, boleto pago e pagamento depositado, mesmo
        com o portal fechado.
      </p>
      {state && <StateText state={state} hasKey={vapidPublicKey !== undefined} />}
      {state && (state.status === 'off' || state.status === 'on') && vapidPublicKey && (
        <div className={styles.actions}>
          {state.status === 'off' ? (
            <IonButton disabled={busy || !allowed} title={reason} onClick={() => void activate()}>
              Ativar notificações neste aparelho
            </IonButton>
          ) : (
            <IonButton
              fill="outline"
              color="dark"
              disabled={busy || !allowed}
              title={reason}
              onClick={() => void deactivate()}
            >
              Desativar neste aparelho
            </IonButton>
          )}
        </div>
      )}
      {reason && <p className={styles.muted}>{reason}</p>}
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </Panel>
  );
}

function StateText({ state, hasKey }: { state: DeviceState; hasKey: boolean }) {
  if (state.status === 'unsupported') return <p>{state.ios ? IOS_NOTE : UNSUPPORTED}</p>;
  if (!hasKey) return <p>{NO_KEY}</p>;
  if (state.status === 'denied') return <p>{DEVICE_MESSAGES.denied}</p>;
  if (state.status === 'on')
    return (
      <p role="status" className={styles.status}>
        Notificações ativadas neste aparelho.
      </p>
    );
  return null;
}
