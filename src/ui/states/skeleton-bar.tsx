import { IonSkeletonText } from '@ionic/react';
import styles from './states.module.css';

/** One shimmering bar of a loading placeholder (Ionic's skeleton text, sized by the caller). */
export function SkeletonBar({ width, height = 16 }: { width: string; height?: number }) {
  return <IonSkeletonText animated className={styles.bar} style={{ width, height }} />;
}
