import styles from './states.module.css';

/**
 * One shimmering bar of a loading placeholder. Plain CSS rather than ion-skeleton-text: the first
 * screen shows these, and they need no component code (decision 007).
 */
export function SkeletonBar({ width, height = 16 }: { width: string; height?: number }) {
  return <span className={styles.bar} style={{ width, height }} />;
}
