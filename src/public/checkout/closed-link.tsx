import * as v from 'valibot';
import type { ApiError } from '@/api/errors';
import { GoneSchema } from '@contract/checkout/link';
import { useMerchantHeader, usePageHeading } from '../layout/checkout-layout';
import { CheckIcon, TimeIcon } from '../layout/page-icons';
import { StatusPanel } from '../layout/status-panel';
import { Link } from '../router/link';
import { recallPaidLink } from './paid-links';

const HEADINGS: Record<string, string> = {
  PAID: 'Este link já foi pago',
  EXPIRED: 'Este link expirou',
  INACTIVE: 'Este link está desativado',
};

/**
 * A link that can no longer be paid (the checkout's 410), in the shop's name: from the answer's
 * optional `merchant`, else from what this browser kept when it paid, else the brand's. When this
 * browser paid it, the way back to its receipt.
 */
export function ClosedLink({ urlHash, error }: { urlHash: string; error: ApiError }) {
  const parsed = v.safeParse(GoneSchema, error.body);
  const body = parsed.success ? parsed.output : null;
  const paid = recallPaidLink(urlHash);
  useMerchantHeader(body?.merchant?.name ?? paid?.merchant ?? null);
  const heading = HEADINGS[body?.status ?? ''] ?? 'Link indisponível';
  usePageHeading({ title: heading });
  const alreadyPaid = body?.status === 'PAID';
  const askAgain = 'Se ainda precisa pagar, peça um novo link a quem o enviou.';
  // A known status is said by the heading; another answer in the server's own words.
  const known = body?.status !== undefined && body.status in HEADINGS;
  return (
    <StatusPanel
      icon={alreadyPaid ? <CheckIcon /> : <TimeIcon />}
      text={
        known
          ? paid
            ? 'Você pagou este link neste aparelho.'
            : askAgain
          : (body?.message ?? 'Este link de pagamento não está mais disponível.')
      }
    >
      {paid ? (
        <Link to={`/receipt/${encodeURIComponent(paid.receiptId)}`} className="public-button">
          Ver comprovante
        </Link>
      ) : (
        !known && <p className="public-muted">{askAgain}</p>
      )}
    </StatusPanel>
  );
}
