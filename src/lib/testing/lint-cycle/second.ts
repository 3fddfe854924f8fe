// The other half, through the `@/` alias: the cycle is only seen if the resolver knows tsconfig's paths.
import { first } from '@/lib/testing/lint-cycle/first';

export const second = (): string => (first.length > 0 ? 'second' : first());
