/** The public calls' shapes are the contract's (contract/checkout.ts, decision 028). */
export {
  CardApprovedSchema,
  CheckoutSchema,
  GoneSchema,
  PaymentMethodSchema,
  PixChargeSchema,
  ReceiptSchema,
  PublicBilletSchema as BilletSchema,
  type Checkout,
  type InstallmentOption,
  type PaymentMethod,
  type PixCharge,
  type Receipt,
  type PublicBillet as Billet,
} from '@contract/checkout';
