export { QrCode } from './qr-code';
export { qrMatrix, type QrMatrix, type QrErrorCorrection } from './qr-matrix';
