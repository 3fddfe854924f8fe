import { VisuallyHidden } from '@/ui/page/visually-hidden';
import { SkeletonBar } from './skeleton-bar';
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
      <ul aria-hidden="true" className={styles.skeletonList}>
        {Array.from({ length: rows }, (_, index) => (
          <li key={index} className={styles.skeletonRow}>
            <SkeletonBar width="60%" />
            <SkeletonBar width="35%" />
          </li>
        ))}
      </ul>
    </div>
  );
}
