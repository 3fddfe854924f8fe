import { Link } from '@tanstack/react-router';
import { FieldSelection } from '@/ui/fields/field-selection';
import { t } from '@/ui/i18n/pt-br';
import { AppPage } from '@/ui/page/app-page';
import { TRANSACTION_COLUMNS } from './columns';
import { TRANSACTIONS_LIST_ID } from './transactions-page';
import styles from './transactions.module.css';

export const TRANSACTION_FIELDS_TITLE = 'Campos das transações';

/** /financial/transactions/fields: which fields the sales list shows, and in which order. */
export function TransactionFieldsPage() {
  return (
    <AppPage
      title={TRANSACTION_FIELDS_TITLE}
      breadcrumb={[{ label: t('financial') }, { label: t('transactionsList') }, { label: 'Campos' }]}
    >
      <FieldSelection listId={TRANSACTIONS_LIST_ID} columns={TRANSACTION_COLUMNS} />
      <p>
        <Link to="/financial/transactions" className={styles.backLink}>
          Voltar para as transações
        </Link>
      </p>
    </AppPage>
  );
}
