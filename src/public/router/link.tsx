import { useContext, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { NavigationContext } from './navigation';

interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  to: string;
  replace?: boolean;
}

/** A real link (it opens in a new tab, it works before the script runs) that moves in-page. */
export function Link({ to, replace, onClick, ...props }: LinkProps) {
  const { navigate, inPage } = useContext(NavigationContext);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0;
    if (!inPage || event.defaultPrevented || modified || props.target) return;
    event.preventDefault();
    navigate(to, { replace });
  };
  return <a href={to} {...props} onClick={handleClick} />;
}
