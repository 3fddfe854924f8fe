import { describe, expect, it } from 'vitest';
import { BILLET_FILTER_MAX } from '@contract/codes/billets';
import { toQueryParams } from '@/api/lists/filter-params';
import { currentLookup, lookupFieldFor, lookupPatch } from './billet-lookup';
import { BILLET_FILTERS } from './filters';

describe('looking a boleto up', () => {
  it('a valid CPF or CNPJ typed under "Pagador" looks up the document; anything else stays', () => {
    expect(lookupFieldFor('billet_payer', '529.982.247-25')).toBe('billet_payer_document');
    expect(lookupFieldFor('billet_payer', '11.222.333/0001-81')).toBe('billet_payer_document');
    expect(lookupFieldFor('billet_payer', 'Maria da Silva')).toBe('billet_payer');
    // Eleven digits that are no CPF: a name search still (the merchant chose it).
    expect(lookupFieldFor('billet_payer', '12345678900')).toBe('billet_payer');
    expect(lookupFieldFor('external_id', '52998224725')).toBe('external_id');
  });

  it('moves the text between fields, keeps the other filters, goes back to the first page', () => {
    expect(lookupPatch('billet_payer', 'billet_payer', ' Maria ')).toEqual({ billet_payer: 'Maria', page: undefined });
    expect(lookupPatch('billet_payer', 'external_id', 'PED-1')).toEqual({
      billet_payer: undefined,
      external_id: 'PED-1',
      page: undefined,
    });
    // Emptied: the filter goes.
    expect(lookupPatch('external_id', 'external_id', '  ')).toEqual({ external_id: undefined, page: undefined });
    // Never longer than the contract takes.
    expect(lookupPatch('our_number', 'our_number', '9'.repeat(200)).our_number).toHaveLength(
      BILLET_FILTER_MAX.our_number,
    );
  });

  it('reads what the URL looks up, else the payer', () => {
    expect(currentLookup({ external_id: 'PED-1', page: 2 })).toEqual({ field: 'external_id', text: 'PED-1' });
    expect(currentLookup({ billet_payer: '' })).toEqual({ field: 'billet_payer', text: '' });
  });

  it('a lookup waives the default status: a paid boleto is found by its code', () => {
    expect(toQueryParams(BILLET_FILTERS, {})).toMatchObject({ billet_status: ['WAITING_REGISTER'] });
    for (const name of ['billet_payer', 'billet_payer_document', 'external_id', 'our_number'])
      expect(toQueryParams(BILLET_FILTERS, { [name]: 'x' }), name).not.toHaveProperty('billet_status');
    // A status the merchant chose stays.
    expect(toQueryParams(BILLET_FILTERS, { external_id: 'x', billet_status: ['PAID'] })).toMatchObject({
      billet_status: ['PAID'],
    });
  });
});
