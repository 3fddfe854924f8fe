import { Panel } from '@/ui/page/panel';
import type { FeeMatrix } from '../lib/plan-matrix';
import { BrandFeeList } from './brand-fee-list';
import styles from './plans.module.css';

/**
 * The holder fee plan (requirements §3: channel 2, brand 'APP TAXA ZERO') is not a cost to the
 * merchant: the cardholder pays it. Shown apart so nobody adds it to the merchant's fees.
 */
export function HolderPlan({ matrix }: { matrix: FeeMatrix }) {
  return (
    <Panel title="Plano Taxa Zero">
      <p className={styles.explain}>
        <strong>Plano Taxa Zero: taxa paga pelo portador.</strong> Nas vendas pelo canal {matrix.channelName}, a taxa
        abaixo é paga pelo portador do cartão (o seu cliente) e não é descontada das suas vendas.
      </p>
      <BrandFeeList matrix={matrix} feeLabel="Taxa do portador" />
    </Panel>
  );
}
