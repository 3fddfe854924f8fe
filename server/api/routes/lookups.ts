import { Hono } from 'hono';
import type { Db } from '../../db/index.ts';
import { listApps, listBanks, listCardBrands, listChannels, listOperations } from '../../db/queries/lookups.ts';
import { ARRANGEMENTS, BLOCK_TYPES, EFFECT_OPERATIONS, EFFECT_TYPES } from '../../domain/receivable-codes.ts';
import type { ApiEnv } from '../env.ts';
import { CONTRACT_CARD_BRAND_IDS, CONTRACT_OPERATION_IDS } from '../strict-contract.ts';

/** Strict contract mode keeps only spec §5's codes (the sandbox adds Pix and App Taxa Zero). */
const only = <T extends { id: number }>(rows: T[], ids: readonly number[] | undefined): T[] =>
  ids === undefined ? rows : rows.filter((row) => ids.includes(row.id));

/** Reference lists: any signed-in user, no merchant needed (plain arrays, docs/api.md). */
export function lookupRoutes(db: Db, strict = false): Hono<ApiEnv> {
  const operationIds = strict ? CONTRACT_OPERATION_IDS : undefined;
  const brandIds = strict ? CONTRACT_CARD_BRAND_IDS : undefined;
  return (
    new Hono<ApiEnv>()
      .get('/v1/operation', async (c) => c.json(only(await listOperations(db.orm), operationIds)))
      .get('/v1/channel', async (c) => c.json(await listChannels(db.orm)))
      .get('/v1/card_brand', async (c) => c.json(only(await listCardBrands(db.orm), brandIds)))
      .get('/v1/bank', async (c) => c.json(await listBanks(db.orm)))
      .get('/v1/apps', async (c) => c.json(await listApps(db.orm)))
      // Fixed code lists of the receivables screens (server/domain/receivable-codes.ts), served from memory.
      .get('/v1/block_type', (c) => c.json(BLOCK_TYPES))
      .get('/v1/arrangement', (c) => c.json(ARRANGEMENTS))
      .get('/v1/contract_effect_type', (c) => c.json(EFFECT_TYPES))
      .get('/v1/contract_effect_operation', (c) => c.json(EFFECT_OPERATIONS))
  );
}
