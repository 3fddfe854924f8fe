import type { terminal } from '../schema/index.ts';
import { addDays } from '../../domain/zone.ts';
import { LARGE_MERCHANT_ID, SMALL_MERCHANT_AGE_DAYS, SMALL_MERCHANT_ID } from './merchants.ts';
import { Rng } from './prng.ts';

type TerminalRow = typeof terminal.$inferInsert;

/** A terminal plus the period it takes sales in, which the transaction generator respects. */
export interface SeedTerminal {
  row: TerminalRow;
  /** Last day it captured sales (deactivated or sent to maintenance); null while in use. */
  lastDay: string | null;
  /** Relative share of the merchant's POS sales (busy checkout lanes vs the spare one). */
  weight: number;
}

interface Model {
  model: string;
  manufacturer: string;
  connectivity: readonly ('4G' | 'WIFI' | 'ETHERNET')[];
  serial: (rng: Rng) => string;
}

const MODELS: readonly Model[] = [
  {
    model: 'PAX A910',
    manufacturer: 'PAX Technology',
    connectivity: ['4G', 'WIFI'],
    serial: (r) => '08' + r.digits(8),
  },
  {
    model: 'PAX D195',
    manufacturer: 'PAX Technology',
    connectivity: ['WIFI', '4G'],
    serial: (r) => '19' + r.digits(8),
  },
  {
    model: 'Ingenico Move/5000',
    manufacturer: 'Ingenico',
    connectivity: ['4G'],
    serial: (r) => r.digits(3) + 'TT' + r.digits(6),
  },
  {
    model: 'Ingenico Desk/5000',
    manufacturer: 'Ingenico',
    connectivity: ['ETHERNET'],
    serial: (r) => r.digits(3) + 'DK' + r.digits(6),
  },
  { model: 'Gertec GPOS700', manufacturer: 'Gertec', connectivity: ['4G', 'WIFI'], serial: (r) => 'GP7' + r.digits(9) },
  {
    model: 'Sunmi P2',
    manufacturer: 'Sunmi',
    connectivity: ['4G', 'WIFI'],
    serial: (r) => 'P2' + r.chars('0123456789ABCDEF', 2) + r.digits(8),
  },
];

type Status = 'ACTIVE' | 'INACTIVE' | 'MAINTENANCE';

function build(
  rng: Rng,
  id: number,
  merchantId: number,
  status: Status,
  activation: string,
  lastDay: string | null,
): SeedTerminal {
  const model = rng.pick(MODELS);
  return {
    row: {
      id,
      merchant_id: merchantId,
      serial_number: model.serial(rng),
      model: model.model,
      manufacturer: model.manufacturer,
      connectivity: rng.pick(model.connectivity),
      status,
      activation_date: activation,
      last_used_at: null,
    },
    lastDay,
    weight: status === 'ACTIVE' ? 0.4 + rng.float() * 1.6 : 0.6,
  };
}

/** 25 terminals for merchant 1 (21 in use, 3 returned, 1 in repair) and 3 for merchant 2. */
export function seedTerminals(today: string): SeedTerminal[] {
  const rng = new Rng('terminals');
  const out: SeedTerminal[] = [];
  let id = 1;
  for (let i = 0; i < 25; i++) {
    if (i < 18) {
      out.push(build(rng, id++, LARGE_MERCHANT_ID, 'ACTIVE', addDays(today, -rng.int(420, 1200)), null));
    } else if (i < 21) {
      // Added during the data window: their sales start mid-history.
      out.push(build(rng, id++, LARGE_MERCHANT_ID, 'ACTIVE', addDays(today, -rng.int(20, 300)), null));
    } else if (i < 24) {
      out.push(
        build(
          rng,
          id++,
          LARGE_MERCHANT_ID,
          'INACTIVE',
          addDays(today, -rng.int(600, 1100)),
          addDays(today, -rng.int(60, 300)),
        ),
      );
    } else {
      out.push(
        build(rng, id++, LARGE_MERCHANT_ID, 'MAINTENANCE', addDays(today, -rng.int(500, 900)), addDays(today, -4)),
      );
    }
  }
  const opened = addDays(today, -SMALL_MERCHANT_AGE_DAYS);
  out.push(build(rng, id++, SMALL_MERCHANT_ID, 'ACTIVE', opened, null));
  out.push(build(rng, id++, SMALL_MERCHANT_ID, 'ACTIVE', addDays(opened, 45), null));
  out.push(build(rng, id++, SMALL_MERCHANT_ID, 'INACTIVE', opened, addDays(today, -60)));
  return out;
}
