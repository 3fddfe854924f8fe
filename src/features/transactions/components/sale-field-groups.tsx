import type { ReactNode } from 'react';
import { FieldList } from '@/ui/page/field-list';
import type { Transaction } from '../api/schemas';
import { TRANSACTION_COLUMNS } from './columns';
import styles from './sale-detail.module.css';

/**
 * The rest of a sale, in two groups (the summary shows amount, status, date, brand and product).
 * A field the sale does not have is left out, not shown as a dash.
 */
const GROUPS: readonly { title: string; ids: readonly string[] }[] = [
  {
    title: 'Valores e pagamento',
    ids: ['net_amount', 'mdr', 'mdr_amount', 'qt_installment', 'card_number', 'card_input_method', 'pre_paid_card'],
  },
  {
    title: 'Identificação',
    ids: [
      'transaction_id',
      'nsu',
      'authorization_number',
      'nsu_acquirer',
      'channel',
      'app_name',
      'terminal',
      'serial_number',
      'ecommerce_order',
      'ecommerce_customer',
      'bank_billet_id',
    ],
  },
];

const isEmpty = (value: ReactNode) => value === '—' || value === '' || value === null || value === undefined;

export function SaleFieldGroups({ sale }: { sale: Transaction }) {
  return (
    <>
      {GROUPS.map((group) => {
        const fields = group.ids
          .map((id) => TRANSACTION_COLUMNS.find((column) => column.id === id))
          .filter((column) => column !== undefined)
          .map((column) => ({ label: column.label, value: column.value(sale) }))
          .filter((field) => !isEmpty(field.value));
        if (fields.length === 0) return null;
        return (
          <section key={group.title} className={styles.group} aria-label={group.title}>
            <h3 className={styles.groupTitle}>{group.title}</h3>
            <FieldList columns={2} fields={fields} />
          </section>
        );
      })}
    </>
  );
}
