/**
 * The only door to luxon (lint enforces it): dates in zone America/Sao_Paulo, locale pt-BR.
 * Everything here takes and returns strings ('YYYY-MM-DD' dates, ISO date-times, 'DD/MM/YYYY'
 * display) so no luxon type leaks into the rest of the app.
 */
export {
  LOCALE,
  ZONE,
  isValidIsoDate,
  isoToBr,
  parseDateBr,
  toIsoDate,
  type IsoDate,
  type Now,
} from './core';
export {
  formatDate,
  formatDateTime,
  formatMonthYear,
  formatTimestamp,
  formatWeekday,
  weekdayNames,
  type WeekdayStyle,
} from './format';
export {
  addDays,
  dateRangeShortcut,
  daysBetween,
  endOfDayInstant,
  endOfMonth,
  startOfDayInstant,
  startOfMonth,
  today,
  type DateRange,
  type DateRangeShortcut,
} from './ranges';
export { monthGrid, type CalendarDay } from './calendar';
