import { IonButton, IonContent, IonIcon, IonPopover } from '@ionic/react';
import { chevronDownOutline, storefrontOutline } from 'ionicons/icons';
import type { Merchant } from '@/features/merchant/api/get-merchant';
import { ButtonLink } from '@/ui/link/button-link';
import { usePopover } from '@/ui/popover/use-popover';
import { truncate } from '@/lib/text';
import { formatDocument } from '@/lib/documents';

/** Requirements §2: trade, else merchant_name, cut at 40 characters (10 on small screens). */
export function merchantDisplayName(merchant: Pick<Merchant, 'trade' | 'merchant_name'>): string {
  return merchant.trade?.trim() ? merchant.trade : merchant.merchant_name;
}

export function MerchantMenu({ merchant }: { merchant: Merchant }) {
  const popover = usePopover();
  const name = merchantDisplayName(merchant);
  const document = merchant.documents.find(
    (doc) => doc.document_type.type === 'CPF' || doc.document_type.type === 'CNPJ',
  );
  return (
    <>
      <IonButton id="merchant-menu-trigger" className="app-merchant-button" {...popover.triggerProps}>
        <IonIcon slot="start" icon={storefrontOutline} aria-hidden="true" />
        {/* The name read aloud is whole; the visible one is cut to fit (spec: 40, 10 on phones). */}
        <span className="visually-hidden">Lojista: {name}</span>
        <span className="name-long" aria-hidden="true">
          {truncate(name, 40)}
        </span>
        <span className="name-short" aria-hidden="true">
          {truncate(name, 10)}
        </span>
        <IonIcon slot="end" icon={chevronDownOutline} aria-hidden="true" />
      </IonButton>
      <IonPopover {...popover.popoverProps} className="app-popover" aria-label="Resumo do lojista">
        <IonContent>
          <div className="app-popover-body">
            <p className="app-popover-title">{name}</p>
            <p>Cód. Lojista: {merchant.id}</p>
            {document && (
              <p>
                {document.document_type.type}:{' '}
                {formatDocument(document.document_type.type === 'CPF' ? 'cpf' : 'cnpj', document.value)}
              </p>
            )}
            <ButtonLink to="/merchant" expand="block" fill="outline" color="dark" onClick={() => popover.close()}>
              Ver tudo...
            </ButtonLink>
          </div>
        </IonContent>
      </IonPopover>
    </>
  );
}
