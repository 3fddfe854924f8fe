import { useSuspenseQuery } from '@tanstack/react-query';
import { useMerchantId } from '@/auth';
import { t } from '@/ui/i18n/pt-br';
import { AppPage } from '@/ui/page/app-page';
import { SkeletonCards } from '@/ui/states/skeleton-cards';
import { merchantQueries } from '../api/get-merchant';
import { MerchantChannels, MerchantEcommerce, MerchantIdentity } from './merchant-identity';
import { MerchantAddresses, MerchantBankAccounts, MerchantPhones } from './merchant-contacts';
import styles from './merchant.module.css';

export const MERCHANT_TITLE = t('merchant');

/** Everything the portal knows about the merchant (requirements §3), read-only. */
export function MerchantPage() {
  const merchantId = useMerchantId();
  const { data: merchant, dataUpdatedAt, refetch } = useSuspenseQuery(merchantQueries.detail(merchantId));
  return (
    <AppPage title={MERCHANT_TITLE} onRefresh={refetch} dataUpdatedAt={dataUpdatedAt}>
      <div className={styles.grid}>
        <MerchantIdentity merchant={merchant} />
        <MerchantChannels merchant={merchant} />
        <MerchantEcommerce merchant={merchant} />
        {/* Extras of the sandbox: a backend without them shows the panels empty. */}
        <MerchantAddresses addresses={merchant.addresses ?? []} />
        <MerchantPhones phones={merchant.phones ?? []} />
        <MerchantBankAccounts accounts={merchant.bank_accounts ?? []} />
      </div>
    </AppPage>
  );
}

export function MerchantPending() {
  return (
    <AppPage title={MERCHANT_TITLE}>
      <SkeletonCards count={4} label="Carregando dados do lojista…" />
    </AppPage>
  );
}
