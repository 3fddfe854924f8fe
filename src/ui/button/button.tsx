import type { ButtonHTMLAttributes, Ref } from 'react';
import { buttonClassName, splitLook, type ButtonLook } from './button-style';

export type ButtonProps = ButtonLook & ButtonHTMLAttributes<HTMLButtonElement> & { ref?: Ref<HTMLButtonElement> };

/**
 * A native button styled like Ionic's: the shell and the dashboard use it so that the first
 * screen loads no Ionic code (decision 007). Screens built on Ionic inputs keep IonButton.
 */
export function Button({ className, type = 'button', ...props }: ButtonProps) {
  const [look, rest] = splitLook(props);
  return <button type={type} className={buttonClassName(look, className)} {...rest} />;
}
