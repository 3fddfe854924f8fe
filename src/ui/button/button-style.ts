import styles from './button.module.css';

export type ButtonColor = 'primary' | 'secondary' | 'dark' | 'medium' | 'danger';

/** The look of a native button or link, after Ionic's Material (md) button. */
export interface ButtonLook {
  /** 'solid' (default): filled; 'outline': bordered; 'clear': text only. */
  fill?: 'solid' | 'outline' | 'clear' | undefined;
  color?: ButtonColor | undefined;
  size?: 'small' | 'default' | undefined;
  /** Full width of its container. */
  expand?: 'block' | undefined;
  /** A round 48px target holding one icon; name it with aria-label. */
  iconOnly?: boolean | undefined;
}

export function buttonClassName(
  { fill = 'solid', color = 'primary', size, expand, iconOnly }: ButtonLook,
  className?: string,
): string {
  return [
    styles.button,
    styles[fill],
    styles[color],
    size === 'small' && styles.small,
    expand === 'block' && styles.block,
    iconOnly && styles.iconOnly,
    className,
  ]
    .filter(Boolean)
    .join(' ');
}

/** Splits the look props from the rest, so they are not rendered as DOM attributes. */
export function splitLook<P extends ButtonLook>({ fill, color, size, expand, iconOnly, ...rest }: P) {
  return [{ fill, color, size, expand, iconOnly }, rest] as const;
}
