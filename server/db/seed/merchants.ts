import type {
  merchant,
  merchant_address,
  merchant_bank_account,
  merchant_document,
  merchant_ecommerce,
  merchant_phone,
} from '../schema/index.ts';
import { addDays, startOfDay } from '../../domain/zone.ts';
import { cnpjCheckDigits, cpfCheckDigits } from '../../domain/documents.ts';
import { DOCUMENT_TYPE } from '../../domain/codes.ts';

/** Merchant 1: large grocery in São Paulo, e-commerce and billets on. */
export const LARGE_MERCHANT_ID = 1;
/** Merchant 2: small beauty salon in Belo Horizonte, registered with an alphanumeric CNPJ. */
export const SMALL_MERCHANT_ID = 2;
/** Merchant 3: an online-only shop in Curitiba (e-commerce and payment links, no 'Boleto' plan). */
export const ONLINE_MERCHANT_ID = 3;

/** Merchant 2 opened recently (alphanumeric CNPJs exist since July 2026), so its data starts here. */
export const SMALL_MERCHANT_AGE_DAYS = 200;
/** Merchant 3 opened its online shop about eight months ago. */
export const ONLINE_MERCHANT_AGE_DAYS = 240;

export interface MerchantRows {
  merchants: readonly (typeof merchant.$inferInsert)[];
  documents: readonly (typeof merchant_document.$inferInsert)[];
  ecommerce: readonly (typeof merchant_ecommerce.$inferInsert)[];
  addresses: readonly (typeof merchant_address.$inferInsert)[];
  phones: readonly (typeof merchant_phone.$inferInsert)[];
  bankAccounts: readonly (typeof merchant_bank_account.$inferInsert)[];
}

const at = (date: string, hours: number, minutes = 0): Date =>
  new Date(startOfDay(date).getTime() + (hours * 60 + minutes) * 60_000);

const withCnpjDigits = (base: string): string => base + cnpjCheckDigits(base);

const DOCUMENTS: readonly (typeof merchant_document.$inferInsert)[] = [
  {
    id: 1,
    merchant_id: LARGE_MERCHANT_ID,
    document_type_id: DOCUMENT_TYPE.CNPJ,
    value: withCnpjDigits('342187650001'),
  },
  {
    id: 2,
    merchant_id: SMALL_MERCHANT_ID,
    document_type_id: DOCUMENT_TYPE.CNPJ,
    value: withCnpjDigits('5XR7Q2P10001'),
  },
  // The partner's CPF: displays must pick the first CPF/CNPJ, not any document.
  {
    id: 3,
    merchant_id: SMALL_MERCHANT_ID,
    document_type_id: DOCUMENT_TYPE.CPF,
    value: '318574692' + cpfCheckDigits('318574692'),
  },
  {
    id: 4,
    merchant_id: ONLINE_MERCHANT_ID,
    document_type_id: DOCUMENT_TYPE.CNPJ,
    value: withCnpjDigits('476215380001'),
  },
];

const ADDRESSES: readonly (typeof merchant_address.$inferInsert)[] = [
  {
    id: 1,
    merchant_id: LARGE_MERCHANT_ID,
    type: 'MAIL AND INSTALLATION',
    street: 'Rua Treze de Maio',
    number: '1200',
    complement: 'Loja 2',
    neighborhood: 'Bela Vista',
    city: 'São Paulo',
    state: 'SP',
    zip_code: '01327000',
  },
  {
    id: 2,
    merchant_id: LARGE_MERCHANT_ID,
    type: 'INSTALLATION',
    street: 'Avenida Brigadeiro Luís Antônio',
    number: '2050',
    complement: null,
    neighborhood: 'Jardim Paulista',
    city: 'São Paulo',
    state: 'SP',
    zip_code: '01402000',
  },
  {
    id: 3,
    merchant_id: SMALL_MERCHANT_ID,
    type: 'MAIL AND INSTALLATION',
    street: 'Rua Padre Eustáquio',
    number: '1785',
    complement: 'Sala 3',
    neighborhood: 'Padre Eustáquio',
    city: 'Belo Horizonte',
    state: 'MG',
    zip_code: '30720100',
  },
  {
    id: 4,
    merchant_id: ONLINE_MERCHANT_ID,
    type: 'MAIL',
    street: 'Rua Mateus Leme',
    number: '2315',
    complement: 'Casa 2',
    neighborhood: 'São Francisco',
    city: 'Curitiba',
    state: 'PR',
    zip_code: '80530010',
  },
];

const PHONES: readonly (typeof merchant_phone.$inferInsert)[] = [
  { id: 1, merchant_id: LARGE_MERCHANT_ID, type: 'COMERCIAL', number: '1132851740' },
  { id: 2, merchant_id: LARGE_MERCHANT_ID, type: 'FAX', number: '1132851741' },
  { id: 3, merchant_id: LARGE_MERCHANT_ID, type: 'CELULAR', number: '11987654321' },
  { id: 4, merchant_id: SMALL_MERCHANT_ID, type: 'CELULAR', number: '31991234567' },
  { id: 5, merchant_id: ONLINE_MERCHANT_ID, type: 'CELULAR', number: '41998765432' },
];

const BANK_ACCOUNTS: readonly (typeof merchant_bank_account.$inferInsert)[] = [
  {
    id: 1,
    merchant_id: LARGE_MERCHANT_ID,
    destination: 'B',
    bank_code: '341',
    agency: '0912',
    account: '45873-2',
    account_type: 'C',
  },
  {
    id: 2,
    merchant_id: LARGE_MERCHANT_ID,
    destination: 'D',
    bank_code: '197',
    agency: '0001',
    account: '1234567-8',
    account_type: 'P',
  },
  {
    id: 3,
    merchant_id: SMALL_MERCHANT_ID,
    destination: 'B',
    bank_code: '104',
    agency: '1630',
    account: '00023456-7',
    account_type: 'C',
  },
  {
    id: 4,
    merchant_id: ONLINE_MERCHANT_ID,
    destination: 'B',
    bank_code: '748',
    agency: '0723',
    account: '45821-0',
    account_type: 'C',
  },
];

/** The three merchants; their opening days, and what they set up then, are relative to today. */
export function merchantRows(today: string): MerchantRows {
  const smallCreated = addDays(today, -SMALL_MERCHANT_AGE_DAYS);
  const onlineCreated = addDays(today, -ONLINE_MERCHANT_AGE_DAYS);
  return {
    merchants: [
      {
        id: LARGE_MERCHANT_ID,
        merchant_name: 'Empório Bela Vista Comércio de Alimentos Ltda',
        trade: 'Empório Bela Vista',
        email: 'financeiro@emporiobelavista.com.br',
        mcc: '5411',
        created_at: at('2019-08-12', 10, 30),
      },
      {
        id: SMALL_MERCHANT_ID,
        merchant_name: 'Studio Cabelo e Arte Ltda',
        trade: 'Studio Cabelo & Arte',
        email: 'contato@studiocabeloearte.com.br',
        mcc: '7230',
        created_at: at(smallCreated, 14, 20),
      },
      {
        id: ONLINE_MERCHANT_ID,
        merchant_name: 'Ateliê Araucária Artesanato Ltda',
        trade: 'Ateliê Araucária',
        email: 'vendas@ateliearaucaria.com.br',
        mcc: '5945',
        created_at: at(onlineCreated, 11, 5),
      },
    ],
    documents: DOCUMENTS,
    ecommerce: [
      {
        id: 1,
        merchant_id: LARGE_MERCHANT_ID,
        name: 'Loja virtual Empório Bela Vista',
        client_id: '7f3c2a91-5d4e-4b8a-9c1f-2e6d8b0a4c37',
        created_at: at('2022-03-10', 9, 15),
        active: true,
      },
      {
        id: 2,
        merchant_id: LARGE_MERCHANT_ID,
        name: 'Integração ERP (homologação)',
        client_id: 'b41e9d07-3a6c-4f25-8e90-1c7a5d2f6b18',
        created_at: at('2024-11-04', 16, 40),
        active: false,
      },
      {
        id: 3,
        merchant_id: ONLINE_MERCHANT_ID,
        name: 'Loja virtual Ateliê Araucária',
        client_id: '2c9a7e15-8b34-4d6f-a1e0-5f3b9c7d2e84',
        created_at: at(onlineCreated, 15, 30),
        active: true,
      },
    ],
    addresses: ADDRESSES,
    phones: PHONES,
    bankAccounts: BANK_ACCOUNTS,
  };
}
