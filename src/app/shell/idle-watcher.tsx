import { IonButton } from '@ionic/react';
import { Dialog } from '@/ui/dialog/dialog';
import { useRouteContext } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useSessionController } from '@/auth';
import { showToast } from '@/ui/toast';
import { ACTIVITY_EVENTS, describeIdleLimit, idlePhase, type IdlePhase } from './idle-timer';

/** 'Sessão expirada' after the idle limit; not in development mode (requirements §4). */
export function IdleWatcher() {
  const { config } = useRouteContext({ from: '__root__' });
  if (config.environment === 'development') return null;
  return <IdleDialog limitSeconds={config.idleLimitSeconds} />;
}

function IdleDialog({ limitSeconds }: { limitSeconds: number }) {
  const session = useSessionController();
  const lastActivity = useRef(0);
  const [phase, setPhase] = useState<IdlePhase>({ phase: 'active' });

  useEffect(() => {
    lastActivity.current = Date.now();
    const onActivity = () => {
      lastActivity.current = Date.now();
      setPhase((current) => (current.phase === 'warning' ? { phase: 'active' } : current));
    };
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, onActivity, { passive: true, capture: true });
    const timer = setInterval(() => {
      const next = idlePhase(Date.now(), lastActivity.current, limitSeconds);
      setPhase((current) => (current.phase === 'expired' ? current : next));
    }, 250);
    return () => {
      clearInterval(timer);
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity, { capture: true });
    };
  }, [limitSeconds]);

  useEffect(() => {
    if (phase.phase !== 'expired') return;
    showToast('Deslogando usuário...', 'medium');
    void session.logout('idle');
  }, [phase.phase, session]);

  // Closing the alert also runs this when it closes for the logout: expired stays expired.
  const keepAlive = () =>
    setPhase((current) => {
      if (current.phase === 'expired') return current;
      lastActivity.current = Date.now();
      return { phase: 'active' };
    });
  return (
    <Dialog
      open={phase.phase === 'warning'}
      title="Sessão expirada"
      role="alertdialog"
      // Any way out of the warning (the button, Escape, the backdrop) keeps the session.
      onClose={keepAlive}
      actions={<IonButton onClick={keepAlive}>Continuar conectado</IonButton>}
    >
      {phase.phase === 'warning' && (
        <p aria-live="polite">
          Não houve atividade por mais de {describeIdleLimit(limitSeconds)}. Você será desconectado em{' '}
          {phase.secondsLeft} segundos.
        </p>
      )}
    </Dialog>
  );
}
