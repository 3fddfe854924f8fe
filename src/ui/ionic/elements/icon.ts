import { defineIcon } from '../define-icon';
import { ionWrapper } from '../wrap';

/** ion-icon's own props (its typings live in ionicons, of which Ionic bundles a copy). */
interface IconProps {
  icon?: string;
  src?: string;
  color?: string;
  size?: 'small' | 'large';
  flipRtl?: boolean;
}

export const IonIcon = /*#__PURE__*/ ionWrapper<HTMLIonIconElement, IconProps>('ion-icon', defineIcon);
