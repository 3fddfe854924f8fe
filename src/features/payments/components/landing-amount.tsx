import { formatCents } from '@/lib/money';
import { signedCents } from '@/lib/landing';
import styles from './landing-amount.module.css';

/**
 * A payment's figure: the amount (what lands, debits included), or, when debits took more than it
 * had, '−R$ 40,00 · a compensar' — owed, to be taken from the next payments — with the words set
 * lighter than the number.
 */
export function LandingAmount({ cents }: { cents: number }) {
  if (cents >= 0) return <>{formatCents(cents)}</>;
  return (
    <>
      {signedCents(cents)}
      <span className={styles.owed}> · a compensar</span>
    </>
  );
}
