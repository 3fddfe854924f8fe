import { VisuallyHidden } from '@/ui/page/visually-hidden';
import { SkeletonBar } from './skeleton-bar';
import styles from './states.module.css';

export interface SkeletonCardsProps {
  count?: number;
  label?: string;
}

/** Placeholder cards (summary figures, terminals) laid out on the same grid as the real ones. */
export function SkeletonCards({ count = 3, label = 'Carregando…' }: SkeletonCardsProps) {
  return (
    <div className={styles.skeleton} aria-busy="true">
      <VisuallyHidden>
        <span role="status">{label}</span>
      </VisuallyHidden>
      <div className={styles.cardGrid} aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <div key={index} className={styles.card}>
            <SkeletonBar width="40%" />
            <SkeletonBar width="70%" height={24} />
            <SkeletonBar width="55%" />
          </div>
        ))}
      </div>
    </div>
  );
}
