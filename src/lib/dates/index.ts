/**
 * Dates in zone America/Sao_Paulo, locale pt-BR, on Intl alone (no date library on the first
 * screen, decision 007). Everything here takes and returns strings ('YYYY-MM-DD' dates, ISO
 * date-times, 'DD/MM/YYYY' display). Instants of São Paulo days live in `./instants` (luxon, the
 * only luxon importer with lint enforcing it), imported by path so they load only where used.
 */
export { isValidIsoDate, isoToBr, parseDateBr, toIsoDate, type IsoDate } from './core';
export { type Now, today } from './clock';
export {
  dayOf,
  formatDate,
  formatDateTime,
  formatMonthYear,
  formatRecentTime,
  formatShortTimestamp,
  formatTime,
  formatTimestamp,
  formatWeekday,
  weekdayNames,
} from './format';
export { addDays, dateRangeShortcut, type DateRangeShortcut } from './ranges';
export { monthGrid, type CalendarDay } from './calendar';
export { dayTitle } from './day-title';
export {
  addMonths,
  currentMonth,
  formatLongDate,
  isValidMonth,
  monthOf,
  monthRange,
  parseMonth,
  type IsoMonth,
} from './months';
