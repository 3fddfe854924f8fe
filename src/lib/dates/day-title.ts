import { type Now, today } from './clock';
import { formatDate, formatWeekday } from './format';
import { addDays } from './ranges';

/**
 * A list's day heading: 'Hoje, 26/11/2026', 'Ontem, 25/11/2026', 'Amanhã, 27/11/2026',
 * 'Segunda-feira, 23/11/2026' (São Paulo's calendar: at 23:30 there it is still that day).
 */
export function dayTitle(day: string, now?: Now): string {
  const current = today(now);
  const near: Record<string, string> = {
    [current]: 'Hoje',
    [addDays(current, -1)]: 'Ontem',
    [addDays(current, 1)]: 'Amanhã',
  };
  const name = near[day] ?? formatWeekday(day, 'long');
  return `${name.charAt(0).toLocaleUpperCase('pt-BR')}${name.slice(1)}, ${formatDate(day)}`;
}
