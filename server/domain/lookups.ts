import type { App, Bank, CardBrand, Channel, Operation } from '../../contract/lookups.ts';
import { type AppCode, BRAND, CHANNEL, OPERATION } from '../../contract/codes/lookups.ts';
import { OPERATION_LABELS } from '../../contract/labels.ts';
import type { DocumentType } from '../../contract/merchant/detail.ts';
import { DOCUMENT_TYPE } from './codes.ts';

/**
 * Fixed reference rows (the codes themselves are in codes.ts): the seed loads them into the lookup
 * tables, and the routes label and validate with them in memory, without a query.
 */

// has_mdr: a percentage fee applies. Billets and Pix are charged outside the MDR table.
// Named as every screen writes them (contract/labels.ts): 'Crédito parcelado', sentence case.
export const operations: Operation[] = [
  { id: OPERATION.DEBIT, operation_name: OPERATION_LABELS[OPERATION.DEBIT], has_mdr: true },
  { id: OPERATION.CREDIT, operation_name: OPERATION_LABELS[OPERATION.CREDIT], has_mdr: true },
  { id: OPERATION.INSTALLMENTS, operation_name: OPERATION_LABELS[OPERATION.INSTALLMENTS], has_mdr: true },
  { id: OPERATION.BOLETO, operation_name: OPERATION_LABELS[OPERATION.BOLETO], has_mdr: false },
  { id: OPERATION.PIX, operation_name: OPERATION_LABELS[OPERATION.PIX], has_mdr: false },
];

export const channels: Channel[] = [
  { id: CHANNEL.POS, channel_name: 'POS' },
  { id: CHANNEL.APP_TAXA_ZERO, channel_name: 'App Taxa Zero' },
  { id: CHANNEL.ECOMMERCE, channel_name: 'E-commerce' },
  { id: CHANNEL.PAYMENT_LINK, channel_name: 'Link de Pagamento' },
  { id: CHANNEL.BOLETO, channel_name: 'Boleto' },
];

export const cardBrands: CardBrand[] = [
  { id: BRAND.MASTERCARD, brand_name: 'MASTERCARD' },
  { id: BRAND.VISA, brand_name: 'VISA' },
  { id: BRAND.ELO, brand_name: 'ELO' },
  { id: BRAND.HIPERCARD, brand_name: 'HIPERCARD' },
  { id: BRAND.AMEX, brand_name: 'AMEX' },
  // Pseudo-brand of the holder fee plan (requirements §3): the fee the cardholder pays.
  { id: BRAND.APP_TAXA_ZERO, brand_name: 'APP TAXA ZERO' },
];

export const documentTypes: { id: number; type: DocumentType }[] = [
  { id: DOCUMENT_TYPE.CPF, type: 'CPF' },
  { id: DOCUMENT_TYPE.CNPJ, type: 'CNPJ' },
];

export const apps: (App & { app_code: AppCode })[] = [
  { app_code: 'TAXAZERO', app_name: 'App Taxa Zero' },
  { app_code: 'TAPTOPAY', app_name: 'Tap to Pay no Celular' },
  { app_code: 'SUPERAPP', app_name: 'Superapp do Lojista' },
  { app_code: 'CATALOGO', app_name: 'Catálogo Digital' },
];

// COMPE code, name, ISPB as published in BCB's STR participant list. The last four are codes of
// banks that were absorbed (Nossa Caixa, Sudameris, Real, Unibanco): old accounts still show them, but
// they have no ISPB and the portal must not offer them as options.
const BANKS: readonly (readonly [string, string, string | null])[] = [
  ['001', 'Banco do Brasil S.A.', '00000000'],
  ['003', 'Banco da Amazônia S.A.', '04902979'],
  ['004', 'Banco do Nordeste do Brasil S.A.', '07237373'],
  ['021', 'Banestes S.A. Banco do Estado do Espírito Santo', '28127603'],
  ['033', 'Banco Santander (Brasil) S.A.', '90400888'],
  ['037', 'Banco do Estado do Pará S.A.', '04913711'],
  ['041', 'Banco do Estado do Rio Grande do Sul S.A.', '92702067'],
  ['047', 'Banco do Estado de Sergipe S.A.', '13009717'],
  ['070', 'BRB - Banco de Brasília S.A.', '00000208'],
  ['077', 'Banco Inter S.A.', '00416968'],
  ['104', 'Caixa Econômica Federal', '00360305'],
  ['136', 'Unicred do Brasil', '00315557'],
  ['197', 'Stone Instituição de Pagamento S.A.', '16501555'],
  ['208', 'Banco BTG Pactual S.A.', '30306294'],
  ['212', 'Banco Original S.A.', '92894922'],
  ['237', 'Banco Bradesco S.A.', '60746948'],
  ['246', 'Banco ABC Brasil S.A.', '28195667'],
  ['260', 'Nu Pagamentos S.A. (Nubank)', '18236120'],
  ['290', 'PagSeguro Internet Instituição de Pagamento S.A.', '08561701'],
  ['318', 'Banco BMG S.A.', '61186680'],
  ['323', 'Mercado Pago Instituição de Pagamento Ltda.', '10573521'],
  ['336', 'Banco C6 S.A.', '31872495'],
  ['341', 'Itaú Unibanco S.A.', '60701190'],
  ['380', 'PicPay Instituição de Pagamento S.A.', '22896431'],
  ['389', 'Banco Mercantil do Brasil S.A.', '17184037'],
  ['403', 'Cora Sociedade de Crédito, Financiamento e Investimento S.A.', '37880206'],
  ['422', 'Banco Safra S.A.', '58160789'],
  ['536', 'Neon Pagamentos S.A.', '20855875'],
  ['623', 'Banco Pan S.A.', '59285411'],
  ['655', 'Banco Votorantim S.A.', '59588111'],
  ['707', 'Banco Daycoval S.A.', '62232889'],
  ['745', 'Banco Citibank S.A.', '33479023'],
  ['748', 'Banco Cooperativo Sicredi S.A.', '01181521'],
  ['756', 'Banco Cooperativo Sicoob S.A.', '02038232'],
  ['151', 'Banco Nossa Caixa S.A.', null],
  ['347', 'Banco Sudameris Brasil S.A.', null],
  ['356', 'Banco Real S.A.', null],
  ['409', 'Unibanco - União de Bancos Brasileiros S.A.', null],
];

export const banks: Bank[] = BANKS.map(([bank_code, bank_name, ispb]) => ({
  bank_code,
  bank_name,
  ispb,
}));
