import { Button } from '@/ui/button/button';
import { Dialog } from '@/ui/dialog/dialog';
import { useRouteContext } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useSessionController } from '@/auth';
import { showToast } from '@/ui/toast';
import { ACTIVITY_EVENTS, describeIdleLimit, idlePhase, type IdlePhase } from './idle-timer';

/** 'Sessão expirada' after the idle limit; not in development mode (spec section 4). */
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
    void session.logout();
  }, [phase.phase, session]);

  if (phase.phase !== 'warning') return null;
  const keepAlive = () => {
    lastActivity.current = Date.now();
    setPhase({ phase: 'active' });
  };
  return (
    <Dialog
      open
      role="alertdialog"
      title="Sessão expirada"
      onClose={keepAlive}
      actions={<Button onClick={keepAlive}>Continuar conectado</Button>}
    >
      <p aria-live="polite">
        Não houve atividade por mais de {describeIdleLimit(limitSeconds)}. Você será desconectado em {phase.secondsLeft}{' '}
        segundos.
      </p>
    </Dialog>
  );
}
