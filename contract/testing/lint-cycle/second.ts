// The other half of the cycle in first.ts.
import { first } from './first.ts';

export const second = (): string => (first.length > 0 ? 'second' : '');
