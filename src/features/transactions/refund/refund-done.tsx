import { IonButton } from '@ionic/react';
import type { Refund } from '@contract/refunds';
import { formatCents } from '@/lib/money';
import { KIND_NAMES } from './refund-kind';
import { refundSources } from './refund-where';
import styles from './refund.module.css';

interface DoneProps {
  refund: Refund;
  headingRef: React.RefObject<HTMLParagraphElement | null>;
  onClose: () => void;
}

/**
 * The answer: which it was, how much, and where the money came from as the server says it (the
 * installments to be paid, each payment it was debited from); the sale above is read again
 * meanwhile. Without those extras, the general words.
 */
export function RefundDone({ refund, headingRef, onClose }: DoneProps) {
  const name = KIND_NAMES[refund.kind];
  const sources = refundSources(refund);
  const back =
    refund.kind === 'CANCELLATION' ? 'O valor volta ao cliente e não há tarifa.' : 'O valor volta ao cliente.';
  return (
    <div className={styles.form} role="status">
      <div className={styles.box}>
        <p ref={headingRef} tabIndex={-1} className={styles.text}>
          {name} feito
        </p>
        <p className={styles.figure}>{formatCents(refund.amount)}</p>
        {sources ? (
          <>
            <p className={styles.text}>{back} Nos seus recebimentos:</p>
            <ul className={styles.sources} aria-label="De onde saiu o valor">
              {sources.map((source, index) => (
                <li key={index}>{source}</li>
              ))}
            </ul>
          </>
        ) : (
          <p className={styles.text}>
            {refund.kind === 'CANCELLATION'
              ? `${back} Os recebíveis da venda foram atualizados.`
              : `${back} Os recebíveis futuros da venda foram reduzidos; se não bastaram, a diferença será descontada do próximo pagamento.`}
          </p>
        )}
      </div>
      <div className={styles.buttons}>
        <IonButton fill="outline" color="dark" onClick={onClose}>
          Concluir
        </IonButton>
      </div>
    </div>
  );
}
