import { useSuspenseQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { t } from '@/ui/i18n/pt-br';
import { AppPage } from '@/ui/page/app-page';
import { paylinkQueries } from '../api/paylinks';
import { shareItemOf } from '../lib/share-links';
import { LinkPayments } from './link-payments';
import { LinkCard, ShareActions } from './share-sections';
import { useShareLink } from './use-share-link';
import styles from './share-page.module.css';

export const SHARE_TITLE = 'Compartilhar link de pagamento';
export const SHARE_BREADCRUMB = [{ label: t('paylink') }, { label: SHARE_TITLE }] as const;

export interface SharePageProps {
  id: number;
  /** Just saved: the share is asked for at once (no tap left, so it waits in the queue). */
  shareOnOpen?: boolean;
  /** The share was asked for: the route drops the flag so a reload does not ask again. */
  onShareAsked?: () => void;
}

/**
 * /paylink/share/{id}: the link, its QR code for a customer standing in front of the merchant,
 * and the ways to send it. Works offline from the cached link: sharing needs no server.
 */
export function SharePage({ id, shareOnOpen = false, onShareAsked }: SharePageProps) {
  const { data: link, dataUpdatedAt } = useSuspenseQuery(paylinkQueries.detail(id));
  const share = useShareLink();

  const asked = useRef(false);
  useEffect(() => {
    if (!shareOnOpen || asked.current) return;
    asked.current = true;
    // Straight to the queue, without a toast: the page itself says it is pending.
    void share.queue.request(shareItemOf(link), { gesture: false });
    onShareAsked?.();
  }, [shareOnOpen, link, share, onShareAsked]);

  return (
    <AppPage title={SHARE_TITLE} breadcrumb={SHARE_BREADCRUMB} dataUpdatedAt={dataUpdatedAt}>
      <div className={styles.layout}>
        <LinkCard link={link} />
        <ShareActions link={link} share={share} />
      </div>
      <LinkPayments linkId={link.id} />
    </AppPage>
  );
}
