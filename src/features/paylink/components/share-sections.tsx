import { IonButton, IonIcon } from '@ionic/react';
import { IonNote } from '@/ui/ionic/note';
import { copyOutline, createOutline, openOutline, shareSocialOutline } from 'ionicons/icons';
import { useState } from 'react';
import { QrCode } from '@/lib/qr';
import { formatCents } from '@/lib/money';
import { ButtonLink } from '@/ui/link/button-link';
import { Panel } from '@/ui/page/panel';
import type { Paylink } from '../api/schemas';
import { statusLabel } from '../lib/labels';
import { shareItemOf, whatsappUrl } from '../lib/share-links';
import { StatusBadge } from './status-badge';
import type { useShareLink } from './use-share-link';
import styles from './share-page.module.css';

/** The link as the customer will get it: amount, status, QR code and address. */
export function LinkCard({ link }: { link: Paylink }) {
  return (
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
  );
}

/** The ways to send the link (the device's share, copy, WhatsApp), then edit and the list. */
export function ShareActions({ link, share }: { link: Paylink; share: ReturnType<typeof useShareLink> }) {
  const [copied, setCopied] = useState<'ok' | 'failed'>();
  const pending = share.items.some((queued) => queued.paylinkId === link.id);
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
        href={whatsappUrl(shareItemOf(link))}
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
  );
}
