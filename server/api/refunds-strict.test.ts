import { describe, expect, it } from 'vitest';
import { refundList } from '../../contract/refunds.ts';
import { transactionList } from '../../contract/transactions.ts';
import { useRefundApi } from './refund-test-helpers.ts';

// A spec-only backend (SANDBOX_STRICT_CONTRACT=1) has no refunds: neither call is served, and a
// sale's answers carry none of the capability's fields.
const { api, call, refund, sale, spAt, sql } = useRefundApi({ strictContract: true });

describe('refunds on the strict sandbox', () => {
  it('serves neither call (404), even to a user with the role', async () => {
    const id = await sale({ amountCents: 3_000, at: spAt(-2, 10) });
    expect((await refund(id, {}, 'strict-1')).status).toBe(404);
    expect((await call(refundList, `/v1/app/transaction/${id}/refunds`)).status).toBe(404);
    expect((await sql(`SELECT count(*)::int AS n FROM refund`))[0]?.n).toBe(0);
    const detail = await call(transactionList, `/v1/app/transaction?transaction_id=${id}`);
    expect(detail.status).toBe(200);
    expect(detail.body.data[0]).not.toHaveProperty('refunded_amount');
    const exported = await api().get(`/v1/app/transaction/export/csv?transaction_id=${id}`, 'lojista');
    expect(exported.status).toBe(200);
    const header = (await exported.text()).split('\r\n')[0] ?? '';
    expect(header).toContain('Valor líquido');
    expect(header).not.toContain('Valor estornado');
  });
});
