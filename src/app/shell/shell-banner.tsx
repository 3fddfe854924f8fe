import { Suspense } from 'react';
import { lazyOrNothing } from '@/ui/defer/lazy-or-nothing';
import type { ShellBannerProps } from './shell-banner-view';

// Most visits show no banner: its Ionic item comes with the first one shown, not with every first screen.
const View = lazyOrNothing(() => import('./shell-banner-view').then((module) => module.ShellBannerView));

/** A line over the foot of the page that offers something and waits for the user (shell-banner-view.tsx). */
export function ShellBanner(props: ShellBannerProps) {
  return (
    <Suspense fallback={null}>
      <View {...props} />
    </Suspense>
  );
}
