import type { BankAccount } from '@contract/shapes/payment';
import { accountTypeLabel } from '@contract/receivable-codes';
import styles from './account-line.module.css';

/**
 * 'Ag. 0912 · Conta corrente 45873-2' (the text of lib/settlement's accountLine), drawn so the
 * agency and the account number never break inside: a browser may wrap after a hyphen, and
 * '1234567-' over '8' reads as another number.
 */
export function AccountLine({ account }: { account: BankAccount }) {
  return (
    <>
      Ag. <span className={styles.number}>{account.agency}</span> · {accountTypeLabel(account.account_type)}{' '}
      <span className={styles.number}>{account.account}</span>
    </>
  );
}
