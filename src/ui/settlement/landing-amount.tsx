import { formatCents } from '@/lib/money';
import { OWED_NOTE, signedCents } from '@/lib/landing';
import styles from './landing-amount.module.css';

/**
 * A payment's figure (lib/landing's `landingText`): the amount, or, when debits took more than it
 * had, '−R$ 40,00 · a compensar' with the words set lighter than the number.
 */
export function LandingAmount({ cents }: { cents: number }) {
  if (cents >= 0) return <>{formatCents(cents)}</>;
  return (
    <>
      {signedCents(cents)}
      <span className={styles.owed}> · {OWED_NOTE}</span>
    </>
  );
}
