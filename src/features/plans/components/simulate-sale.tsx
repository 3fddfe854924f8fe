import { IonButton } from '@ionic/react';
import { useOnlineOnly } from '@/offline/online-only';
import { formatCents } from '@/lib/money';
import { Panel } from '@/ui/page/panel';
import { VisuallyHidden } from '@/ui/page/visually-hidden';
import { OPERATION } from '@contract/codes/lookups';
import type { SimulateChannel } from '../lib/simulate-options';
import { AmountField, BrandField, ChannelField, InstallmentsField, OperationField } from './simulate-fields';
import { SimulationResult } from './simulation-result';
import { useSimulateForm } from './use-simulate-form';
import styles from './simulate.module.css';

/**
 * "Simular venda" (issue 3): what a sale would cost and when its money lands, from the
 * merchant's plan on the server. Online only; offline the form stays usable but the button
 * says why it cannot simulate.
 */
export function SimulateSale({ channels }: { channels: SimulateChannel[] }) {
  const { allowed, reason } = useOnlineOnly();
  const { form, simulate, submit, channel, operationId, operations, installments } = useSimulateForm(channels);

  return (
    <Panel title="Simular venda" className={styles.panel}>
      <div className={styles.layout}>
        <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
          {channels.length > 1 && <ChannelField control={form.control} channels={channels} />}
          <AmountField control={form.control} />
          <BrandField control={form.control} channel={channel} />
          <OperationField control={form.control} operations={operations} />
          {operationId === OPERATION.INSTALLMENTS && (
            <InstallmentsField control={form.control} installments={installments} />
          )}
          <IonButton type="submit" expand="block" disabled={!allowed || simulate.isPending} title={reason}>
            {simulate.isPending ? 'Simulando…' : 'Simular'}
          </IonButton>
          {reason && (
            <p className={styles.offline} role="status">
              A simulação usa as taxas do seu plano no servidor. {reason}
            </p>
          )}
          {simulate.isError && (
            <p className={styles.error} role="alert">
              {simulate.error.message || 'Não foi possível simular a venda.'}
            </p>
          )}
        </form>
        {/* Always in the page, so the change is announced when a result arrives. */}
        <VisuallyHidden>
          <span role="status">
            {simulate.data ? `Simulação concluída: valor líquido ${formatCents(simulate.data.net_amount)}.` : ''}
          </span>
        </VisuallyHidden>
        {simulate.data ? (
          <SimulationResult simulation={simulate.data} />
        ) : (
          <p className={styles.placeholder}>
            Informe valor, bandeira e operação para ver a taxa, o valor líquido e as datas de recebimento.
          </p>
        )}
      </div>
    </Panel>
  );
}
