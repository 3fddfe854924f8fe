import { IonButton, IonIcon } from '@ionic/react';
import { IonNote } from '@/ui/ionic/note';
import { useSuspenseQuery } from '@tanstack/react-query';
import { copyOutline, createOutline, openOutline, shareSocialOutline } from 'ionicons/icons';
import { useEffect, useRef, useState } from 'react';
import { QrCode } from '@/lib/qr';
import { formatCents } from '@/lib/money';
import { t } from '@/ui/i18n/pt-br';
import { ButtonLink } from '@/ui/link/button-link';
import { AppPage } from '@/ui/page/app-page';
import { Panel } from '@/ui/page/panel';
import { paylinkQueries } from '../api/paylinks';
import { statusLabel } from '../lib/labels';
import { shareItemOf, whatsappUrl } from '../lib/share-links';
import { LinkPayments } from './link-payments';
import { StatusBadge } from './status-badge';
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
  const [copied, setCopied] = useState<'ok' | 'failed'>();
  const item = shareItemOf(link);
  const pending = share.items.some((queued) => queued.paylinkId === link.id);

  const asked = useRef(false);
  useEffect(() => {
    if (!shareOnOpen || asked.current) return;
    asked.current = true;
    // Straight to the queue, without a toast: the page itself says it is pending.
    void share.queue.request(shareItemOf(link), { gesture: false });
    onShareAsked?.();
  }, [shareOnOpen, link, share, onShareAsked]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link.url);
      setCopied('ok');
      share.queue.remove(link.id);
    } catch {
      setCopied('failed');
    }
  };

  return (
    <AppPage title={SHARE_TITLE} breadcrumb={SHARE_BREADCRUMB} dataUpdatedAt={dataUpdatedAt}>
      <div className={styles.layout}>
        <Panel title={link.description} className={styles.panel}>
          <div className={styles.summary}>
            <span className={styles.amount}>{formatCents(link.amount)}</span>
            <StatusBadge status={link.status} />
          </div>
          {link.status !== 'ACTIVE' && (
            <p className={styles.warning} role="note">
              Este link está {statusLabel(link.status).toLowerCase()}: o cliente não conseguirá pagar por ele.
            </p>
          )}
          <QrCode className={styles.qr} value={link.url} label="QR code do link de pagamento" size={220} />
          <p className={styles.urlLabel} id="paylink-url-label">
            Link
          </p>
          <p className={styles.url} aria-labelledby="paylink-url-label">
            {link.url}
          </p>
        </Panel>
        <div className={styles.actions}>
          {share.supported && (
            <>
              {pending && (
                <p className={styles.pending} role="status">
                  Compartilhamento pendente: toque em Compartilhar para enviar.
                </p>
              )}
              <IonButton expand="block" disabled={share.busy} onClick={() => void share.share(link, true)}>
                <IonIcon slot="start" icon={shareSocialOutline} aria-hidden="true" />
                Compartilhar
              </IonButton>
            </>
          )}
          <IonButton expand="block" fill="outline" color="dark" onClick={() => void copy()}>
            <IonIcon slot="start" icon={copyOutline} aria-hidden="true" />
            Copiar link
          </IonButton>
          <IonButton
            expand="block"
            fill="outline"
            color="dark"
            href={whatsappUrl(item)}
            target="_blank"
            rel="noopener noreferrer"
            onClick={() => share.queue.remove(link.id)}
          >
            {/* The generic 'opens elsewhere' icon, already loaded: every icon any screen uses lands on
                the first screen, and WhatsApp's logo alone is 0.6 KiB gzip there. */}
            <IonIcon slot="start" icon={openOutline} aria-hidden="true" />
            WhatsApp
          </IonButton>
          <p className={styles.copied} role="status">
            {copied === 'ok'
              ? 'Link copiado.'
              : copied === 'failed'
                ? 'Não foi possível copiar: selecione o link acima e copie.'
                : ''}
          </p>
          <div className={styles.more}>
            {link.status !== 'PAID' && (
              <ButtonLink to="/paylink/create/{-$id}" params={{ id: String(link.id) }} fill="clear" color="dark">
                <IonIcon slot="start" icon={createOutline} aria-hidden="true" />
                Editar
              </ButtonLink>
            )}
            <ButtonLink to="/paylink/list" fill="clear" color="dark">
              Ver todos os links
            </ButtonLink>
          </div>
          {!share.supported && (
            <IonNote className={styles.note}>
              Este navegador não abre o compartilhamento do aparelho: copie o link ou envie pelo WhatsApp.
            </IonNote>
          )}
        </div>
      </div>
      <LinkPayments linkId={link.id} />
    </AppPage>
  );
}
