import { Link } from '@tanstack/react-router';
import { FieldSelection } from '@/ui/fields/field-selection';
import { t } from '@/ui/i18n/pt-br';
import { AppPage } from '@/ui/page/app-page';
import { STATEMENT_COLUMNS } from './columns';
import { STATEMENT_LIST_ID } from './statement-page';
import styles from './statement.module.css';

/** /financial/statement/fields: which fields the statement shows, and in which order. */
export function StatementFieldsPage() {
  return (
    <AppPage
      title="Campos do extrato"
      breadcrumb={[{ label: t('financial') }, { label: t('financialStatement') }, { label: 'Campos' }]}
    >
      <FieldSelection listId={STATEMENT_LIST_ID} columns={STATEMENT_COLUMNS} />
      <p>
        <Link to="/financial/statement" className={styles.backLink}>
          Voltar para o extrato
        </Link>
      </p>
    </AppPage>
  );
}
