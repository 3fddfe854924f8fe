import * as contract from '../../../contract/lookups.ts';
import { SPEC_CARD_BRAND_IDS, SPEC_OPERATION_IDS } from '../../../contract/codes/lookups.ts';
import type { Db } from '../../db/index.ts';
import { listApps, listBanks, listCardBrands, listChannels, listOperations } from '../../db/queries/lookups.ts';
import { ARRANGEMENTS, BLOCK_TYPES, EFFECT_OPERATIONS, EFFECT_TYPES } from '../../../contract/receivable-codes.ts';
import { contractRouter, type RouteOptions } from '../route.ts';

/** Strict contract mode keeps only requirements §5's codes (the sandbox adds Pix and App Taxa Zero). */
const only = <T extends { id: number }>(rows: T[], ids: readonly number[], strict: boolean | undefined): T[] =>
  strict ? rows.filter((row) => ids.includes(row.id)) : rows;

/** Reference lists: any signed-in user, no merchant needed (plain arrays, docs/api.md). */
export function lookupRoutes(db: Db, options: RouteOptions) {
  const { strict } = options;
  const router = contractRouter(options);
  router.on(contract.operationList, async () => only(await listOperations(db.orm), SPEC_OPERATION_IDS, strict));
  router.on(contract.channelList, async () => listChannels(db.orm));
  router.on(contract.cardBrandList, async () => only(await listCardBrands(db.orm), SPEC_CARD_BRAND_IDS, strict));
  router.on(contract.bankList, async () => listBanks(db.orm));
  router.on(contract.appList, async () => listApps(db.orm));
  // Fixed code lists of the receivables screens (contract/receivable-codes.ts), served
  // from memory; extras, so the strict sandbox does not register them.
  router.on(contract.blockTypeList, () => [...BLOCK_TYPES]);
  router.on(contract.arrangementList, () => [...ARRANGEMENTS]);
  router.on(contract.effectTypeList, () => [...EFFECT_TYPES]);
  router.on(contract.effectOperationList, () => [...EFFECT_OPERATIONS]);
  return router;
}
