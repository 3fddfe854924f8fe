import { IonButton } from '@ionic/react';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { ANTICIPATION_ROLE } from '@contract/anticipation';
import { ApiError } from '@/api';
import { hasRole, useSessionUser } from '@/auth';
import { useOnlineOnly } from '@/offline/online-only';
import { t } from '@/ui/i18n/pt-br';
import { WaitBox } from '@/ui/loading/wait-box';
import { AppPage } from '@/ui/page/app-page';
import { Panel } from '@/ui/page/panel';
import { EmptyState } from '@/ui/states/empty-state';
import { LoadFailure } from '@/ui/states/load-failure';
import { ONLINE_ONLY_TITLE } from '@/ui/states/offline-state';
import { SkeletonList } from '@/ui/states/skeleton-list';
import type { AnticipationAvailable } from '@contract/anticipation';
import { anticipationQueries, type useSimulateAnticipation } from '../api/anticipation';
import { useExpired } from '../lib/use-expired';
import { AmountForm } from './amount-form';
import { AnticipationDone } from './anticipation-done';
import { AnticipationList, useAnticipationList } from './anticipation-list';
import { AvailableSummary } from './available-summary';
import { ConfirmDialog } from './confirm-dialog';
import { SimulationView } from './simulation-view';
import { messageOf, useAnticipationFlow, type AnticipationFlow } from './use-anticipation-flow';
import styles from './anticipation.module.css';

export const ANTICIPATION_TITLE = t('anticipation');
export const ANTICIPATION_BREADCRUMB = [{ label: t('financial') }, { label: t('anticipation') }] as const;
const NO_ROLE_MESSAGE =
  'Seu usuário não tem permissão para antecipar recebíveis. Peça a quem administra a conta para liberar o acesso.';

/**
 * 'Antecipar recebíveis' (issue 23): what can be anticipated, an amount to simulate, the
 * simulation in full, the confirmation and its result, and the anticipations made. Simulating
 * and confirming need the network and the `sales_anticipation` role; the list is kept offline.
 */
export function AnticipationPage() {
  const canAct = hasRole(useSessionUser(), ANTICIPATION_ROLE);
  const { reason: offlineReason } = useOnlineOnly();
  const available = useQuery(anticipationQueries.available());
  const list = useAnticipationList();
  const flow = useAnticipationFlow();
  const { simulate, confirm, simulation, asking, setAsking, done, startAgain, sendConfirm } = flow;

  return (
    <AppPage
      title={ANTICIPATION_TITLE}
      breadcrumb={ANTICIPATION_BREADCRUMB}
      onRefresh={() => Promise.all([available.refetch(), list.refetch()])}
      dataUpdatedAt={list.dataUpdatedAt || undefined}
    >
      <div className={styles.layout}>
        <Panel title="Disponível para antecipar">
          <AvailableBody available={available} canAct={canAct} offlineReason={offlineReason} flow={flow} />
          {simulation && (
            <Simulation
              key={simulation.simulation_id}
              simulation={simulation}
              requested={simulate.variables}
              canAct={canAct}
              offlineReason={offlineReason}
              error={confirm.error}
              onAnticipate={() => setAsking(true)}
              onRetry={sendConfirm}
              onAgain={startAgain}
            />
          )}
          {done && <AnticipationDone anticipation={done} onAgain={startAgain} />}
        </Panel>
        <AnticipationList query={list} />
      </div>
      <ConfirmDialog
        simulation={asking ? simulation : undefined}
        onConfirm={sendConfirm}
        onClose={() => setAsking(false)}
      />
      <WaitBox open={confirm.isPending} detail="Antecipando seus recebíveis…" />
    </AppPage>
  );
}

interface AvailableBodyProps {
  available: UseQueryResult<AnticipationAvailable>;
  canAct: boolean;
  offlineReason: string | undefined;
  flow: AnticipationFlow;
}

/** What can be anticipated and, for whoever may, the amount to simulate. */
function AvailableBody({ available, canAct, offlineReason, flow }: AvailableBodyProps) {
  if (available.isPending) return <SkeletonList rows={2} label="Carregando o valor disponível…" />;
  if (available.isError)
    return (
      <LoadFailure
        error={available.error}
        onRetry={() => void available.refetch()}
        offlineTitle={ONLINE_ONLY_TITLE}
        offlineMessage="O valor disponível e a simulação precisam de conexão: conecte-se à internet para antecipar."
      />
    );
  if (available.data.amount === 0)
    return (
      <EmptyState
        title="Nada para antecipar agora"
        message="Os recebíveis de vendas no crédito ainda não pagos aparecem aqui para antecipar."
      />
    );
  return (
    <>
      <AvailableSummary available={available.data} />
      {canAct ? (
        <AmountForm
          key={flow.formKey}
          max={available.data.amount}
          pending={flow.simulate.isPending}
          blockedReason={offlineReason}
          serverError={flow.simulate.isError ? messageOf(flow.simulate.error) : undefined}
          onSimulate={flow.runSimulation}
        />
      ) : (
        <p className={styles.note} role="note">
          {NO_ROLE_MESSAGE}
        </p>
      )}
    </>
  );
}

interface SimulationProps {
  simulation: NonNullable<ReturnType<typeof useSimulateAnticipation>['data']>;
  requested: number | undefined;
  canAct: boolean;
  offlineReason: string | undefined;
  error: Error | null;
  onAnticipate: () => void;
  onRetry: () => void;
  onAgain: () => void;
}

/** The simulation and what can be done with it: anticipate, retry after no answer, or simulate again. */
function Simulation({
  simulation,
  requested,
  canAct,
  offlineReason,
  error,
  onAnticipate,
  onRetry,
  onAgain,
}: SimulationProps) {
  const timedOut = useExpired(simulation.expires_at);
  // The server's word wins: gone (410) or already used (409) is as good as expired.
  const refused = error instanceof ApiError && (error.status === 409 || error.status === 410);
  const expired = timedOut || refused;
  const noAnswer = error instanceof ApiError && error.network;
  return (
    <SimulationView simulation={simulation} requested={requested} expired={expired} offlineReason={offlineReason}>
      {error && (
        <p className={styles.error} role="alert">
          {messageOf(error)}
        </p>
      )}
      <div className={styles.actions}>
        {expired ? (
          <IonButton onClick={onAgain}>Simular novamente</IonButton>
        ) : !canAct ? (
          <p className={styles.note}>{NO_ROLE_MESSAGE}</p>
        ) : noAnswer ? (
          // The same attempt: the same Idempotency-Key, so it cannot be done twice.
          <IonButton disabled={offlineReason !== undefined} title={offlineReason} onClick={onRetry}>
            Tentar novamente
          </IonButton>
        ) : (
          <IonButton disabled={offlineReason !== undefined} title={offlineReason} onClick={onAnticipate}>
            Antecipar
          </IonButton>
        )}
      </div>
    </SimulationView>
  );
}
