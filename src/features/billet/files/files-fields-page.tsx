import { Link } from '@tanstack/react-router';
import { FieldSelection } from '@/ui/fields/field-selection';
import { t } from '@/ui/i18n/pt-br';
import { AppPage } from '@/ui/page/app-page';
import { FILE_COLUMNS, FILES_LIST_ID } from './files-page';
import styles from '../list/billets.module.css';

/** /billet/files/fields: which fields the return-file list shows. */
export function FilesFieldsPage() {
  return (
    <AppPage
      title="Campos dos arquivos de retorno"
      breadcrumb={[{ label: t('billets') }, { label: t('billetCnabFiles') }, { label: 'Campos' }]}
    >
      <FieldSelection listId={FILES_LIST_ID} columns={FILE_COLUMNS} />
      <p>
        <Link to="/billet/files" className={styles.backLink}>
          Voltar para os arquivos de retorno
        </Link>
      </p>
    </AppPage>
  );
}
