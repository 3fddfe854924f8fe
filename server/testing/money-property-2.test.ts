import { moneyProperty } from './money-property-run.ts';

// Shard 2 of 2 of the money property (money-property.ts): the two shards run side by side on
// the machine's two cores, each with its own database and its own seed.
moneyProperty(2);
