import { formatDate } from '@/lib/dates';
import { FieldList } from '@/ui/page/field-list';
import { Panel } from '@/ui/page/panel';
import { isEcommerceEnabled, type Merchant } from '../api/get-merchant';
import { firstTaxDocument, planChannels } from '../lib/labels';
import styles from './merchant.module.css';

/** Who the merchant is (requirements §3 labels), and how it sells. */
export function MerchantIdentity({ merchant }: { merchant: Merchant }) {
  const document = firstTaxDocument(merchant);
  return (
    <Panel title="Dados do lojista" className={styles.wide}>
      <FieldList
        columns={2}
        fields={[
          { label: 'Cód. Lojista', value: merchant.id },
          { label: 'Nome | Razão Social', value: merchant.merchant_name },
          { label: 'Nome Fantasia', value: merchant.trade },
          { label: document?.label ?? 'CPF/CNPJ', value: document?.value },
          ...(merchant.email ? [{ label: 'E-mail', value: merchant.email }] : []),
          ...(merchant.created_at ? [{ label: 'Cliente desde', value: formatDate(merchant.created_at) }] : []),
        ]}
      />
    </Panel>
  );
}

export function MerchantChannels({ merchant }: { merchant: Merchant }) {
  const channels = planChannels(merchant);
  return (
    <Panel title="Canais de venda">
      {channels.length === 0 ? (
        <p className={styles.muted}>Nenhum plano de venda cadastrado.</p>
      ) : (
        <ul className={styles.chips}>
          {channels.map((channel) => (
            <li key={channel} className={styles.chip}>
              {channel}
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

/** Requirements §3: e-commerce is enabled when the merchant has any e-commerce API entry. */
export function MerchantEcommerce({ merchant }: { merchant: Merchant }) {
  const enabled = isEcommerceEnabled(merchant);
  return (
    <Panel title="E-commerce">
      <p className={styles.status}>
        <span className={enabled ? styles.on : styles.off}>{enabled ? 'Habilitado' : 'Não habilitado'}</span>
      </p>
      {enabled && (
        <ul className={styles.rows}>
          {merchant.ecommerce.map((entry, index) => (
            <li key={entry.id ?? `${entry.name}-${index}`} className={styles.row}>
              <span className={styles.rowTitle}>{entry.name}</span>
              <span className={styles.muted}>
                {entry.active === false ? 'Inativa' : 'Ativa'}
                {entry.created_at ? ` · desde ${formatDate(entry.created_at)}` : ''}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
