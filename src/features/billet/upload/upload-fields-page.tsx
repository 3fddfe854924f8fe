import { Link } from '@tanstack/react-router';
import { FieldSelection } from '@/ui/fields/field-selection';
import { t } from '@/ui/i18n/pt-br';
import { AppPage } from '@/ui/page/app-page';
import { UPLOAD_COLUMNS_LIST, UPLOADS_LIST_ID } from './columns';

/** /billet/upload/fields: which fields the uploaded boletos show. */
export function UploadFieldsPage() {
  return (
    <AppPage
      title="Campos dos boletos enviados"
      breadcrumb={[{ label: t('billets') }, { label: t('billetManage') }, { label: 'Campos' }]}
    >
      <FieldSelection listId={UPLOADS_LIST_ID} columns={UPLOAD_COLUMNS_LIST} />
      <p>
        <Link to="/billet/upload">Voltar para gerenciar boletos</Link>
      </p>
    </AppPage>
  );
}
