import type { TerminalStatus } from '../api/list-terminals';
import type { StatusFilter } from './filter-terminals';

export const STATUS_LABELS: Record<TerminalStatus, string> = {
  ACTIVE: 'Ativo',
  INACTIVE: 'Inativo',
  MAINTENANCE: 'Em manutenção',
};

/** The filter buttons talk about the group: 'Ativos', not 'Ativo'. */
export const STATUS_FILTER_LABELS: Record<StatusFilter, string> = {
  ALL: 'Todos',
  ACTIVE: 'Ativos',
  INACTIVE: 'Inativos',
  MAINTENANCE: 'Em manutenção',
};

const CONNECTIVITY_LABELS: Record<string, string> = {
  '4G': '4G',
  WIFI: 'Wi-Fi',
  ETHERNET: 'Ethernet',
};

export const connectivityLabel = (code: string): string => CONNECTIVITY_LABELS[code] ?? code;
