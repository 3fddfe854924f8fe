import { IonButton } from '@ionic/react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDate } from '@/lib/dates';
import { formatCents, formatNumberBr } from '@/lib/money';
import { simulationReceivablesQuery } from '../api/anticipation';
import type { AnticipationSimulation } from '@contract/anticipation';
import { receivablesText } from '../lib/amount';
import styles from './anticipation.module.css';

/** Receivables shown before 'Ver mais recebíveis': a phone screen, not a wall of rows. */
const FIRST_RECEIVABLES = 5;

export interface SimulationReceivablesProps {
  simulation: AnticipationSimulation;
  /** Why more cannot be loaded now (offline); those already loaded still show. */
  offlineReason?: string | undefined;
}

/**
 * Which receivables a simulation takes: the first few, then 'Ver mais recebíveis' — the rest of those the
 * simulation answered with, then a page of the API at each tap (issue 31: a simulation of
 * everything takes thousands). The count is the simulation's, whatever is loaded.
 */
export function SimulationReceivables({ simulation, offlineReason }: SimulationReceivablesProps) {
  const query = useInfiniteQuery(simulationReceivablesQuery(simulation));
  const loaded = query.data.pages.flat();
  const [open, setOpen] = useState(false);
  const shown = open ? loaded : loaded.slice(0, FIRST_RECEIVABLES);
  const count = simulation.receivables_count;
  // More on this device first (no call); then the next page, which needs the network.
  const moreLoaded = shown.length < loaded.length;
  const canLoad = moreLoaded || query.hasNextPage;
  const needsNetwork = !moreLoaded && offlineReason !== undefined;

  const more = () => {
    setOpen(true);
    if (!moreLoaded && !query.isFetchingNextPage) void query.fetchNextPage();
  };

  return (
    <>
      <table className={styles.table}>
        <caption>{receivablesText(count)} antecipados</caption>
        <thead>
          <tr>
            <th scope="col">Data original</th>
            <th scope="col" className={styles.end}>
              Valor
            </th>
            <th scope="col" className={styles.end}>
              Taxa
            </th>
          </tr>
        </thead>
        <tbody>
          {shown.map((r) => (
            <tr key={r.id}>
              <td>{formatDate(r.original_date)}</td>
              <td className={styles.end}>{formatCents(r.amount)}</td>
              <td className={styles.end}>{formatCents(r.fee)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {count > FIRST_RECEIVABLES && (
        <p className={styles.muted} role="status">
          Mostrando {formatNumberBr(shown.length)} de {receivablesText(count)}.
        </p>
      )}
      {query.isFetchNextPageError && (
        <p className={styles.error} role="alert">
          Não foi possível carregar mais recebíveis. Toque em “Ver mais recebíveis” para tentar de novo.
        </p>
      )}
      <div className={styles.moreActions}>
        {canLoad && (
          <IonButton
            fill="outline"
            color="dark"
            size="small"
            disabled={needsNetwork}
            title={needsNetwork ? offlineReason : undefined}
            onClick={more}
          >
            {/* Not disabled while loading: the button keeps the focus of whoever pressed it. */}
            {query.isFetchingNextPage ? 'Carregando…' : 'Ver mais recebíveis'}
          </IonButton>
        )}
        {open && (
          <IonButton fill="clear" color="dark" size="small" onClick={() => setOpen(false)}>
            Ver menos
          </IonButton>
        )}
      </div>
    </>
  );
}
