import { Link } from '@tanstack/react-router';
import { FieldSelection } from '@/ui/fields/field-selection';
import { t } from '@/ui/i18n/pt-br';
import { AppPage } from '@/ui/page/app-page';
import { BILLETS_LIST_ID } from './billets-page';
import { BILLET_COLUMNS } from './columns';
import styles from './billets.module.css';

/** /billet/list/billetfields: which fields the boleto list shows, and in which order. */
export function BilletFieldsPage() {
  return (
    <AppPage
      title="Campos da lista de boletos"
      breadcrumb={[{ label: t('billets') }, { label: t('billetList') }, { label: 'Campos' }]}
    >
      <FieldSelection listId={BILLETS_LIST_ID} columns={BILLET_COLUMNS} />
      <p>
        <Link to="/billet/list" className={styles.backLink}>
          Voltar para a lista de boletos
        </Link>
      </p>
    </AppPage>
  );
}
