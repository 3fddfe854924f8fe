import { formatCardNumber } from '@/lib/cards';
import type { MatchCardType } from '@contract/rules/card-checks';
import { BrandMark } from './brand-mark';
import { cardLength, previewBrandOf } from './card-brand';
import './card-preview.css';

interface CardPreviewProps {
  number: string;
  holder: string;
  expiry: string;
  cvv: string;
  /** Shows the back (while the CVV is typed). */
  flipped: boolean;
  /** The brands' table, undefined until it arrives (no brand yet, digits by 4). */
  matchCardType: MatchCardType | undefined;
}

/**
 * The card as it is being typed (requirements §2: 290 wide, flippable, 11 brands), on the front
 * the number grouped as the brand prints it, on the back the code. Decorative for assistive
 * technology: the form's fields say all of it, and the brand is announced beside the number.
 * The code shows as dots: the card in the customer's hand has it, a bystander need not.
 */
export function CardPreview({ number, holder, expiry, cvv, flipped, matchCardType }: CardPreviewProps) {
  const brand = previewBrandOf(number, matchCardType);
  return (
    <div className="card-preview" aria-hidden="true" data-brand={brand ?? 'none'} data-flipped={flipped}>
      <div className="card-preview-inner">
        <div className="card-face card-front">
          <div className="card-top">
            <span className="card-chip" />
            <BrandMark brand={brand} />
          </div>
          <div className="card-number">{placeholderNumber(number, cardLength(brand), matchCardType)}</div>
          <div className="card-bottom">
            <div className="card-holder">
              <small>Nome</small>
              <span>{holder.trim().toUpperCase() || 'NOME NO CARTÃO'}</span>
            </div>
            <div>
              <small>Validade</small>
              <span>{expiry || 'MM/AA'}</span>
            </div>
          </div>
        </div>
        <div className="card-face card-back">
          <div className="card-stripe" />
          <div className="card-signature">
            <span>{'•'.repeat(cvv.length) || '•••'}</span>
          </div>
          <small className="card-cvv-label">CVV</small>
          <div className="card-back-brand">
            <BrandMark brand={brand} />
          </div>
        </div>
      </div>
    </div>
  );
}

/** The typed digits grouped by the brand, the rest of a full number as '•'. */
export function placeholderNumber(number: string, length: number, matchCardType: MatchCardType | undefined): string {
  const typed = number.replace(/\D/g, '');
  const grouped = formatCardNumber(typed.padEnd(Math.max(length, typed.length), '0'), matchCardType);
  let seen = 0;
  return grouped.replace(/\d/g, (digit) => (seen++ < typed.length ? digit : '•'));
}
