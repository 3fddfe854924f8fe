import styles from './icon.module.css';

const UTF8_SVG = 'data:image/svg+xml;utf8,';

export interface IconProps {
  /** An `ionicons/icons` export: an SVG as a `data:…;utf8,` URL. */
  icon: string;
  className?: string | undefined;
}

/**
 * An ionicons icon drawn inline, without ion-icon: the first screen carries no Ionic runtime
 * (decision 007). The SVG is inlined rather than used as a mask image because the outline icons
 * rely on ion-icon's classes (`ionicon-fill-none`, `ionicon-stroke-width`), which only apply to
 * SVG in the document. The markup comes from the ionicons package at build time, never from
 * users or the network. Always decorative: name the control around it instead. The global
 * `app-icon` class lets shared CSS size icons inside markup it does not own.
 */
export function Icon({ icon, className }: IconProps) {
  const svg = icon.startsWith(UTF8_SVG) ? icon.slice(UTF8_SVG.length) : '';
  return (
    <span
      aria-hidden="true"
      className={className ? `${styles.icon} app-icon ${className}` : `${styles.icon} app-icon`}
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  );
}
