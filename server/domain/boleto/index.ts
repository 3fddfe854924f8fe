export * from './barcode.ts';
export * from './itau.ts';
