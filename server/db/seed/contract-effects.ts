import type { contract_effect } from '../schema/index.ts';
import { startOfDay } from '../../domain/zone.ts';
import type { SeedCalendar } from './calendar.ts';
import type { DivisionMethod, EffectOperation } from '../../../contract/receivable-codes.ts';
import { cnpjCheckDigits } from '../../domain/documents.ts';
import { LARGE_MERCHANT_ID, SMALL_MERCHANT_ID } from './merchants.ts';
import { Rng } from './prng.ts';
import type { UnitDraft } from './receivables.ts';

export type EffectRow = typeof contract_effect.$inferInsert;

const withCnpjDigits = (base: string): string => base + cnpjCheckDigits(base);

/** Who contracts are registered in favour of; documents get their check digits computed. */
export const BENEFICIARIES = {
  itau: { name: 'Itaú Unibanco S.A.', doc: withCnpjDigits('607011900001') },
  bradesco: { name: 'Banco Bradesco S.A.', doc: withCnpjDigits('607469480001') },
  fidc: { name: 'FIDC Recebíveis Varejo Brasil', doc: withCnpjDigits('417583920001') },
  tjsp: { name: 'Tribunal de Justiça do Estado de São Paulo', doc: withCnpjDigits('511740010001') },
  tjmg: { name: 'Tribunal de Justiça do Estado de Minas Gerais', doc: withCnpjDigits('213345460001') },
  cerc: { name: 'CERC Central de Recebíveis S.A.', doc: withCnpjDigits('233996070001') },
} as const;

interface Version {
  operation: EffectOperation;
  /** Days before today the registry received this version. */
  createdDaysAgo: number;
  /** AMOUNT: cents; PERCENTAGE: basis points. */
  value: number;
  /** First settlement day (relative to today) this version covers; earlier URs keep the previous one. */
  from?: number;
}

interface ContractSpec {
  merchantId: number;
  contract: string;
  beneficiary: keyof typeof BENEFICIARIES;
  effectType: number;
  priority: number;
  method: DivisionMethod;
  arrangements: readonly number[];
  /** Settlement days covered, relative to today, inclusive. */
  window: readonly [number, number];
  versions: readonly Version[];
  smoke?: boolean;
}

/**
 * The merchants' contracts, relative to today. Between them they cover the four effect types,
 * the four operations (a contract updated, one written off and re-created), priorities that
 * meet on the same URs (a judicial block on URs already pledged), amounts and percentages,
 * a transfer of ownership of future URs and a registry smoke test with no financial effect.
 */
const CONTRACTS: readonly ContractSpec[] = [
  {
    merchantId: LARGE_MERCHANT_ID,
    contract: 'CCB-2026-0004417',
    beneficiary: 'itau',
    effectType: 2,
    priority: 3,
    method: 'PERCENTAGE',
    arrangements: [2, 4],
    window: [-150, 120],
    versions: [
      { operation: 'C', createdDaysAgo: 155, value: 2_500 },
      { operation: 'A', createdDaysAgo: 60, value: 3_000, from: -59 },
    ],
  },
  {
    merchantId: LARGE_MERCHANT_ID,
    contract: 'TT-FIDC-000981',
    beneficiary: 'fidc',
    effectType: 1,
    priority: 2,
    method: 'AMOUNT',
    arrangements: [6],
    window: [5, 95],
    versions: [{ operation: 'C', createdDaysAgo: 10, value: 400_000 }],
  },
  {
    merchantId: LARGE_MERCHANT_ID,
    contract: 'GAR-BRAD-77120',
    beneficiary: 'bradesco',
    effectType: 3,
    priority: 4,
    method: 'PERCENTAGE',
    arrangements: [8],
    window: [-240, 30],
    versions: [
      { operation: 'C', createdDaysAgo: 245, value: 5_000 },
      { operation: 'B', createdDaysAgo: 180, value: 5_000, from: -179 },
      { operation: 'R', createdDaysAgo: 100, value: 4_000, from: -100 },
    ],
  },
  {
    merchantId: LARGE_MERCHANT_ID,
    contract: 'PROC-1023456-78.2026.8.26.0100',
    beneficiary: 'tjsp',
    effectType: 4,
    priority: 1,
    method: 'AMOUNT',
    arrangements: [4],
    window: [-35, -33],
    versions: [{ operation: 'C', createdDaysAgo: 40, value: 1_500_000 }],
  },
  {
    merchantId: LARGE_MERCHANT_ID,
    contract: 'SMOKE-CERC-0001',
    beneficiary: 'cerc',
    effectType: 3,
    priority: 9,
    method: 'AMOUNT',
    arrangements: [1],
    window: [-5, -4],
    smoke: true,
    versions: [{ operation: 'C', createdDaysAgo: 6, value: 100 }],
  },
  {
    merchantId: SMALL_MERCHANT_ID,
    contract: 'PROC-5012345-11.2026.8.13.0024',
    beneficiary: 'tjmg',
    effectType: 4,
    priority: 1,
    method: 'AMOUNT',
    arrangements: [2, 4],
    window: [20, 40],
    versions: [{ operation: 'C', createdDaysAgo: 3, value: 20_000 }],
  },
];

const HEX = '0123456789abcdef';
const uuid = (rng: Rng): string => [8, 4, 4, 4, 12].map((n) => rng.chars(HEX, n)).join('-');

/**
 * Effect rows (one per contract version × UR it covers, older versions deprecated) with what each
 * one commits, applied by priority: an effect takes its amount or percentage of the UR, never
 * more than what the higher priorities left. Deprecated rows, write-offs (B) and smoke tests
 * commit nothing. Returns the rows and each UR's effects in force, by priority.
 */
export function buildContractEffects(
  cal: SeedCalendar,
  todayIndex: number,
  units: readonly UnitDraft[],
  documentOf: (merchantId: number) => string,
): { rows: EffectRow[]; activeByUnit: Map<number, EffectRow[]> } {
  const rng = new Rng('contract-effects');
  const rows: EffectRow[] = [];
  for (const spec of CONTRACTS) {
    const beneficiary = BENEFICIARIES[spec.beneficiary];
    const created = spec.versions.map((v) => {
      const dayStart = startOfDay(cal.date(todayIndex - v.createdDaysAgo)).getTime();
      return {
        at: new Date(dayStart + (9 * 60 + rng.int(0, 8 * 60)) * 60_000 + rng.int(0, 59) * 1_000),
        protocol: cal.date(todayIndex - v.createdDaysAgo).replaceAll('-', '') + rng.digits(10),
      };
    });
    const covered = units.filter(
      (u) =>
        u.merchantId === spec.merchantId &&
        spec.arrangements.includes(u.arrangementId) &&
        u.day - todayIndex >= spec.window[0] &&
        u.day - todayIndex <= spec.window[1],
    );
    for (const unit of covered) {
      const relative = unit.day - todayIndex;
      // The versions that reached this UR; the latest one is in force, the others deprecated.
      const applicable = spec.versions.map((v, i) => ({ v, i })).filter(({ v }) => (v.from ?? -Infinity) <= relative);
      applicable.forEach(({ v, i }, k) => {
        rows.push({
          id: rows.length + 1,
          merchant_id: spec.merchantId,
          receivable_unit_id: unit.id,
          effect_type: spec.effectType,
          operation: v.operation,
          protocol: created[i]?.protocol ?? '',
          contract_identifier: spec.contract,
          beneficiary_doc: beneficiary.doc,
          beneficiary_name: beneficiary.name,
          cerc_code: uuid(rng),
          priority: spec.priority,
          division_method: spec.method,
          division_value: v.value,
          committed_cents: 0,
          deprecated: k < applicable.length - 1,
          smoke_contract_effect: spec.smoke === true,
          created_at: created[i]?.at ?? new Date(0),
          liquidation_date: cal.date(unit.day),
          receiving_end_user_document: documentOf(spec.merchantId),
        });
      });
    }
  }
  return { rows, activeByUnit: applyEffects(rows, units) };
}

/** An effect in force: the latest version, not a write-off, not a registry smoke test. */
const isActiveEffect = (e: EffectRow): boolean => !e.deprecated && e.operation !== 'B' && !e.smoke_contract_effect;

function applyEffects(rows: EffectRow[], units: readonly UnitDraft[]): Map<number, EffectRow[]> {
  const amountOf = new Map(units.map((u) => [u.id, u.amount]));
  const active = new Map<number, EffectRow[]>();
  for (const row of rows.filter(isActiveEffect)) {
    const list = active.get(row.receivable_unit_id) ?? [];
    list.push(row);
    active.set(row.receivable_unit_id, list);
  }
  for (const [unitId, list] of active) {
    list.sort((a, b) => a.priority - b.priority || (a.id ?? 0) - (b.id ?? 0));
    const amount = amountOf.get(unitId) ?? 0;
    let left = amount;
    for (const effect of list) {
      // Integer percentage of the UR's amount, rounded down: the registry never over-commits.
      const wanted =
        effect.division_method === 'AMOUNT'
          ? effect.division_value
          : Math.floor((amount * effect.division_value) / 10_000);
      effect.committed_cents = Math.min(wanted, left);
      left -= effect.committed_cents;
    }
  }
  return active;
}
