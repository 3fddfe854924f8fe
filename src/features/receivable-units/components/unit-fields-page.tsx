import { FieldSelection } from '@/ui/fields/field-selection';
import { ButtonLink } from '@/ui/link/button-link';
import { AppPage } from '@/ui/page/app-page';
import { Panel } from '@/ui/page/panel';
import { UNIT_COLUMNS, UNIT_LIST_ID } from './unit-columns';
import { UNITS_BREADCRUMB } from './unit-detail-page';
import styles from './units-page.module.css';

const UNIT_FIELDS_TITLE = 'Campos das unidades de recebíveis';

/** Which fields the receivable unit list shows, and in which order (remembered per user). */
export function UnitFieldsPage() {
  return (
    <AppPage
      title={UNIT_FIELDS_TITLE}
      breadcrumb={[...UNITS_BREADCRUMB, { label: 'Campos' }]}
      actions={
        <ButtonLink to="/financial/receivable_units" fill="solid" color="primary" className={styles.fieldsButton}>
          Ver a lista
        </ButtonLink>
      }
    >
      <Panel title="Campos da lista">
        <FieldSelection listId={UNIT_LIST_ID} columns={UNIT_COLUMNS} />
      </Panel>
    </AppPage>
  );
}
