import styles from './data-list.module.css';

export interface SelectBoxProps {
  /** Visible words beside the box (a card's action); without them the box stands alone (a table cell). */
  label?: string | undefined;
  /** What the box selects, for screen readers (the row it belongs to). */
  ariaLabel: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}

/**
 * A row's selection box for a bulk action. Native, not IonCheckbox: it sits in table cells and
 * over a card's stretched open button, and must take its own taps without opening the row.
 */
export function SelectBox({ label, ariaLabel, checked, disabled, onChange }: SelectBoxProps) {
  const box = (
    <input
      type="checkbox"
      className={styles.check}
      aria-label={ariaLabel}
      checked={checked}
      disabled={disabled}
      onChange={(e) => onChange(e.target.checked)}
      onClick={(e) => e.stopPropagation()}
    />
  );
  if (!label) return box;
  return (
    <label className={styles.selectLabel}>
      {box}
      <span aria-hidden="true">{label}</span>
    </label>
  );
}
