import { validate } from '@readme/openapi-parser';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../contract/index.ts';
import { requiredWithoutReason } from '../../contract/shape.ts';
import { openApiDocument } from './openapi.ts';

/** Requirements §7's table, as written there (paths normalised below: no trailing slash, `{}` params). */
const SPEC_CALLS = `
GET /v1/app/merchant/{merchantId}
GET /v1/app/receivable_unit
GET /v1/app/receivable_unit/{id}
GET /v1/app/receivable_unit/{urId}/installments/
GET /v1/app/cerc_ur_payment
GET /v1/app/cerc_ur_payment/{id}
GET /v1/app/cerc_ur_payment/{id}/installments
GET /v1/app/cerc_ur/{id}
GET /v1/app/transaction
GET /v1/app/transaction/stats
GET /v1/app/transaction/export/{format}
POST /v1/app/transaction/simulate
GET /v1/app/terminal
GET /v1/app/sales_plan
GET /v1/operation
GET /v1/channel
GET /v1/card_brand
GET /v1/bank
GET /v1/apps
GET /v1/billet/layouts
GET /v1/app/payment
GET /v1/app/payment/{id}
GET /v1/app/payment/{id}/receivable_unit
GET /v1/app/payment/future/receivable_unit
GET /v1/app/payment/{id}/installments
GET /v1/app/payment/future/installments
GET /v1/app/paylink/
GET /v1/app/paylink/{id}
POST /v1/app/paylink
PUT /v1/app/paylink/{id}
DELETE /v1/app/paylink/{id}
GET /v1/external/paylink/checkout/{hash}
GET /v1/external/paylink/receipt/{id}
GET /v1/app/financial/receivable
GET /v1/app/financial/receivable/export/{format}
GET /v1/app/financial/receivable/stats
GET /v1/app/financial/manualadjust
GET /v1/app/financial/adjust/{financial_id}
GET /v1/app/contract_effect
GET /v1/app/contract_effect/{id}
GET /v1/app/billet_upload/return
GET /v1/app/billet_upload/return/{id}/
GET /v1/app/billet
PATCH /v1/app/billet/cancel
PUT /v1/app/billet/{billet_id}
GET /v1/app/billet/export/{format}
PUT /v1/app/billet/second_copy/{id}
GET /v1/app/billet_upload
POST /v1/app/billet_upload/file/{format}
PUT /v1/app/billet_upload
POST /v1/app/billet_upload/registrate/all
DELETE /v1/app/billet_upload
DELETE /v1/app/billet_upload/all_billets
`;

const normal = (line: string) =>
  line
    .trim()
    .replace(/\/$/, '')
    .replace(/\{\w+\}/g, '{}');
const declared = new Set(ENDPOINTS.map((e) => normal(`${e.method} ${e.path}`)));

describe('the contract (contract/, decision 028)', () => {
  it('declares every call of requirements §7', () => {
    const missing = SPEC_CALLS.split('\n')
      .filter((line) => line.trim())
      .map(normal)
      .filter((call) => !declared.has(call));
    expect(missing).toEqual([]);
  });

  it('declares each call once, with a unique id, and its access by its path', () => {
    expect(declared.size).toBe(ENDPOINTS.length);
    expect(new Set(ENDPOINTS.map((e) => e.id)).size).toBe(ENDPOINTS.length);
    for (const e of ENDPOINTS) {
      const expected = e.path.startsWith('/v1/external/')
        ? 'public'
        : e.path.startsWith('/v1/app/')
          ? 'merchant'
          : 'user';
      expect(`${e.id} ${e.access}`).toBe(`${e.id} ${expected}`);
    }
  });

  it('gives every required response field the reason the PWA needs it', () => {
    const unexplained = ENDPOINTS.flatMap((e) =>
      'schema' in e.success ? requiredWithoutReason(e.success.schema).map((path) => `${e.id}: ${path}`) : [],
    );
    expect(unexplained).toEqual([]);
  });
});

describe('the OpenAPI document (server/api/openapi.ts)', () => {
  it('is a valid OpenAPI 3.1 document by a maintained parser', async () => {
    const result = await validate(structuredClone(openApiDocument()) as never);
    expect(result.valid ? [] : result.errors).toEqual([]);
    expect(result.specification).toBe('OpenAPI');
  });

  it('is the one docs/openapi.json holds (npm run build writes it)', () => {
    const written = JSON.parse(readFileSync(new URL('../../docs/openapi.json', import.meta.url), 'utf8')) as unknown;
    expect(written).toEqual(JSON.parse(JSON.stringify(openApiDocument())));
  });

  it('marks the optional capabilities’ calls, with the role they need, in Portuguese', () => {
    type Op = { operationId: string; description?: string; 'x-capability'?: string; 'x-required-role'?: string };
    const doc = openApiDocument() as { paths: Record<string, Record<string, Op>> };
    const ops = Object.values(doc.paths).flatMap((methods) => Object.values(methods));
    const simulate = ops.find((op) => op.operationId === 'anticipation.simulate');
    expect(simulate).toMatchObject({ 'x-capability': 'anticipation', 'x-required-role': 'sales_anticipation' });
    expect(simulate?.description).toMatch(
      /^Capacidade opcional: antecipação de recebíveis; \/config features\.anticipation diz se o backend a oferece/,
    );
    expect(simulate?.description).toContain('Exige o papel sales_anticipation');
    const available = ops.find((op) => op.operationId === 'anticipation.available');
    expect(available?.['x-capability']).toBe('anticipation');
    expect(available?.['x-required-role']).toBeUndefined();
    // Exactly the declared capability calls carry the mark.
    const marked = ops.filter((op) => op['x-capability']).map((op) => op.operationId);
    expect(marked.sort()).toEqual(
      ENDPOINTS.filter((e) => e.capability)
        .map((e) => e.id)
        .sort(),
    );
  });

  it('lists every call with its required fields, errors and auth', () => {
    const doc = openApiDocument() as {
      paths: Record<string, Record<string, { security: unknown[]; responses: Record<string, unknown> }>>;
    };
    const checkout = doc.paths['/v1/external/paylink/checkout/{hash}']?.get;
    expect(checkout?.security).toEqual([{}]);
    expect(Object.keys(checkout?.responses ?? {})).toEqual(expect.arrayContaining(['200', '404', '410']));
    const body = JSON.stringify(checkout?.responses['200']);
    expect(body).toContain(
      '"required":["url_hash","description","amount","max_installments","payment_methods","status","merchant","installment_options"]',
    );
    expect(Object.values(doc.paths).flatMap((methods) => Object.keys(methods))).toHaveLength(ENDPOINTS.length);
  });

  it('marks the optional capabilities’ calls, in Portuguese, with the role they need', () => {
    type Operation = { 'x-capability'?: string; 'x-required-role'?: string; description?: string };
    const doc = openApiDocument() as { paths: Record<string, Record<string, Operation>> };
    const refund = doc.paths['/v1/app/transaction/{transaction_id}/refund']?.post;
    expect(refund).toMatchObject({ 'x-capability': 'refunds', 'x-required-role': 'sales_refund' });
    expect(refund?.description).toBe(
      'Capacidade opcional: estornos e cancelamentos de vendas; /config features.refunds diz se o backend a oferece. Exige o papel sales_refund no token (bypass_permission não vale por ele): sem ele, 403.',
    );
    const list = doc.paths['/v1/app/transaction/{transaction_id}/refunds']?.get;
    expect(list).toMatchObject({ 'x-capability': 'refunds' });
    expect(list).not.toHaveProperty('x-required-role');
    // Every capability call is marked, and nothing else is.
    const marked = ENDPOINTS.filter((e) => doc.paths[e.path]?.[e.method.toLowerCase()]?.['x-capability']);
    expect(marked.map((e) => e.id)).toEqual(ENDPOINTS.filter((e) => e.capability).map((e) => e.id));
  });
});
