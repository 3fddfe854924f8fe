import { createLink } from '@tanstack/react-router';
import type { AnchorHTMLAttributes, Ref } from 'react';
import { buttonClassName, splitLook, type ButtonLook } from './button-style';

type ButtonAnchorProps = ButtonLook & AnchorHTMLAttributes<HTMLAnchorElement> & { ref?: Ref<HTMLAnchorElement> };

function ButtonAnchor({ className, ...props }: ButtonAnchorProps) {
  const [look, rest] = splitLook(props);
  return <a className={buttonClassName(look, className)} {...rest} />;
}

/** A router link that looks like a button: client-side navigation, preloading, active state. */
export const ButtonLink = createLink(ButtonAnchor);
