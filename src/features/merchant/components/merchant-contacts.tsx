import { Panel } from '@/ui/page/panel';
import type { Merchant } from '../api/get-merchant';
import {
  ACCOUNT_TYPE_LABELS,
  ADDRESS_TYPE_LABELS,
  bankLabel,
  DESTINATION_LABELS,
  formatPhone,
  formatZipCode,
  labelOf,
  PHONE_TYPE_LABELS,
} from '../lib/labels';
import styles from './merchant.module.css';

export function MerchantAddresses({ addresses }: { addresses: NonNullable<Merchant['addresses']> }) {
  return (
    <Panel title="Endereços">
      {addresses.length === 0 ? (
        <p className={styles.muted}>Nenhum endereço cadastrado.</p>
      ) : (
        <ul className={styles.rows}>
          {addresses.map((address, index) => (
            <li key={`${address.type}-${index}`} className={styles.row}>
              <span className={styles.rowTitle}>{labelOf(ADDRESS_TYPE_LABELS, address.type)}</span>
              <address className={styles.address}>
                {`${address.street}, ${address.number}${address.complement ? ` - ${address.complement}` : ''}`}
                <br />
                {`${address.neighborhood} · ${address.city}/${address.state}`}
                <br />
                {`CEP ${formatZipCode(address.zip_code)}`}
              </address>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

export function MerchantPhones({ phones }: { phones: NonNullable<Merchant['phones']> }) {
  return (
    <Panel title="Telefones">
      {phones.length === 0 ? (
        <p className={styles.muted}>Nenhum telefone cadastrado.</p>
      ) : (
        <ul className={styles.rows}>
          {phones.map((phone, index) => (
            <li key={`${phone.number}-${index}`} className={`${styles.row} ${styles.inline}`}>
              <span className={styles.rowTitle}>{labelOf(PHONE_TYPE_LABELS, phone.type)}</span>
              {/* A fax cannot take a call from a phone's dialler. */}
              {phone.type === 'FAX' ? (
                <span>{formatPhone(phone.number)}</span>
              ) : (
                <a className={styles.tel} href={`tel:${phone.number.replace(/[^\d+]/g, '')}`}>
                  {formatPhone(phone.number)}
                </a>
              )}
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

export function MerchantBankAccounts({ accounts }: { accounts: NonNullable<Merchant['bank_accounts']> }) {
  return (
    <Panel title="Contas bancárias">
      {accounts.length === 0 ? (
        <p className={styles.muted}>Nenhuma conta cadastrada.</p>
      ) : (
        <ul className={styles.rows}>
          {accounts.map((account, index) => (
            <li key={`${account.bank_code}-${account.account}-${index}`} className={styles.row}>
              <span className={styles.rowTitle}>{labelOf(DESTINATION_LABELS, account.destination)}</span>
              <dl className={styles.pairs}>
                <dt>Banco</dt>
                <dd>{bankLabel(account.bank_code, account.bank_name)}</dd>
                <dt>Agência</dt>
                <dd>{account.agency}</dd>
                <dt>Conta</dt>
                <dd>{account.account}</dd>
                <dt>Tipo</dt>
                <dd>{labelOf(ACCOUNT_TYPE_LABELS, account.account_type)}</dd>
              </dl>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
