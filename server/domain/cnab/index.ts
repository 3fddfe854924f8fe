export * from './cnab240.ts';
export * from './cnab400.ts';
export * from './types.ts';
