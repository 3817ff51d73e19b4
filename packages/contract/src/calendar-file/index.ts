export {
  calendarFile,
  zoneOffsetMinutes,
  type CalendarFileOptions,
  type CalendarVisit,
} from "./calendar-file";
