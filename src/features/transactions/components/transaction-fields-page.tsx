import { Link } from '@tanstack/react-router';
import { FieldSelection } from '@/ui/fields/field-selection';
import { t } from '@/ui/i18n/pt-br';
import { AppPage } from '@/ui/page/app-page';
import { TRANSACTION_COLUMNS } from './columns';
import { TRANSACTIONS_LIST_ID } from './transactions-page';
import styles from './transactions.module.css';

const TRANSACTION_FIELDS_TITLE = 'Campos das transações';

/** /financial/transactions/fields: which fields the sales list shows, and in which order. */
export function TransactionFieldsPage() {
  return (
    <AppPage
      title={TRANSACTION_FIELDS_TITLE}
      breadcrumb={[{ label: t('financial') }, { label: t('transactionsList') }, { label: 'Campos' }]}
    >
      {/* Phones list each sale in one compact row (amount, brand, product, time): the choice is the table's. */}
      <p className={styles.note}>
        Estes campos formam as colunas da tabela em telas largas. No celular, cada venda mostra valor, bandeira, produto
        e hora; os demais campos ficam na venda aberta.
      </p>
      <FieldSelection listId={TRANSACTIONS_LIST_ID} columns={TRANSACTION_COLUMNS} />
      <p>
        <Link to="/financial/transactions" className={styles.backLink}>
          Voltar para as transações
        </Link>
      </p>
    </AppPage>
  );
}
