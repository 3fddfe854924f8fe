import type { Orm } from '../driver.ts';

/** A transaction of the ORM (what orm.transaction hands its callback). */
export type Tx = Parameters<Parameters<Orm['transaction']>[0]>[0];
