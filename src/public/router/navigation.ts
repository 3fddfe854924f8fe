import { createContext, useContext } from 'react';

interface NavigateOptions {
  replace?: boolean;
}

export interface PublicNavigation {
  navigate: (to: string, options?: NavigateOptions) => void;
  /** True when `navigate` stays in the page (the public router), false for a document load. */
  inPage: boolean;
}

/**
 * Without the public router around them (a page rendered by the signed-in app's router), public
 * pages move by a document load: the next page then boots on its own, as a customer's would.
 */
const documentNavigation: PublicNavigation = {
  navigate: (to, options) => (options?.replace ? window.location.replace(to) : window.location.assign(to)),
  inPage: false,
};

export const NavigationContext = createContext<PublicNavigation>(documentNavigation);

export function useNavigate(): PublicNavigation['navigate'] {
  return useContext(NavigationContext).navigate;
}
