import { IonItem } from '@/ui/ionic/elements/item';
import { IonLabel } from '@/ui/ionic/elements/label';
import { IonList } from '@/ui/ionic/elements/list';
import { IonSkeletonText } from '@/ui/ionic/elements/skeleton-text';
import { VisuallyHidden } from '@/ui/page/visually-hidden';
import styles from './states.module.css';

export interface SkeletonListProps {
  rows?: number;
  /** Read by screen readers instead of the shimmering bars. */
  label?: string;
}

/** Placeholder rows while a list loads, shaped like the two-line items that replace them. */
export function SkeletonList({ rows = 5, label = 'Carregando…' }: SkeletonListProps) {
  return (
    <div className={styles.skeleton} aria-busy="true">
      <VisuallyHidden>
        <span role="status">{label}</span>
      </VisuallyHidden>
      <IonList inset={false} lines="full" aria-hidden="true" className={styles.skeletonList}>
        {Array.from({ length: rows }, (_, index) => (
          <IonItem key={index}>
            <IonLabel>
              <IonSkeletonText animated style={{ width: '60%' }} />
              <IonSkeletonText animated style={{ width: '35%' }} />
            </IonLabel>
          </IonItem>
        ))}
      </IonList>
    </div>
  );
}
