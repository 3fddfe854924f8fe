// Half of a deliberate import cycle: tests/lint-boundaries.node.test.ts expects import-x/no-cycle
// to report it in contract/ too. Nothing imports these two modules, and eslint.config.js leaves
// them out of `npm run lint`.
import { second } from './second.ts';

export const first = (): string => `first, then ${second()}`;
