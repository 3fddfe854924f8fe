import type { TerminalStatus } from '../api/list-terminals';

export const STATUS_LABELS: Record<TerminalStatus, string> = {
  ACTIVE: 'Ativo',
  INACTIVE: 'Inativo',
  MAINTENANCE: 'Em manutenção',
};

const CONNECTIVITY_LABELS: Record<string, string> = {
  '4G': '4G',
  WIFI: 'Wi-Fi',
  ETHERNET: 'Ethernet',
};

export const connectivityLabel = (code: string): string => CONNECTIVITY_LABELS[code] ?? code;
