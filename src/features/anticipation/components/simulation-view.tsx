import { useId, useRef, type ReactNode } from 'react';
import { formatDate, formatTime } from '@/lib/dates';
import { formatCents } from '@/lib/money';
import type { AnticipationSimulation } from '@contract/anticipation';
import { rateText } from '../lib/amount';
import { SimulationReceivables } from './simulation-receivables';
import styles from './anticipation.module.css';
import { useReveal } from '@/ui/page/use-reveal';

export interface SimulationViewProps {
  simulation: AnticipationSimulation;
  /** The amount asked for: receivables are not divided, so the simulation may take less. */
  requested?: number | undefined;
  expired: boolean;
  /** Why more receivables cannot be loaded now (offline). */
  offlineReason?: string | undefined;
  /** What can be done with it: 'Antecipar', or why not. */
  children: ReactNode;
}

/** The simulation, said in full before confirming: fee, net, rate, credit date, which receivables. */
export function SimulationView({ simulation, requested, expired, offlineReason, children }: SimulationViewProps) {
  const headingId = useId();
  const section = useRef<HTMLElement>(null);
  useReveal(section, simulation);

  return (
    <section ref={section} className={styles.simulation} role="region" aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.subtitle}>
        Resultado da simulação
      </h3>
      <dl className={styles.figures}>
        <div>
          <dt>Valor antecipado</dt>
          <dd>{formatCents(simulation.amount)}</dd>
        </div>
        <div>
          <dt>Taxa ({rateText(simulation.rate_monthly)})</dt>
          <dd>− {formatCents(simulation.fee_amount)}</dd>
        </div>
        <div>
          <dt>Você recebe</dt>
          <dd className={styles.net}>{formatCents(simulation.net_amount)}</dd>
        </div>
        <div>
          <dt>Crédito em</dt>
          <dd>{formatDate(simulation.credit_date)}</dd>
        </div>
      </dl>
      {requested !== undefined && requested > simulation.amount && (
        <p className={styles.muted}>
          Recebíveis não são divididos: o mais perto de {formatCents(requested)} sem passar é{' '}
          {formatCents(simulation.amount)}.
        </p>
      )}
      {expired ? (
        <p className={styles.warning} role="status">
          Esta simulação expirou às {formatTime(simulation.expires_at)}. Simule novamente para antecipar.
        </p>
      ) : (
        <p className={styles.muted}>
          Válida até {formatTime(simulation.expires_at)} de {formatDate(simulation.expires_at)}.
        </p>
      )}
      {children}
      <SimulationReceivables simulation={simulation} offlineReason={offlineReason} />
    </section>
  );
}
