export {
  DatePicker,
  defaultDateFieldMessages,
  type DateFieldMessages,
  type DatePickerProps,
} from "./date-picker";
export { formatDisplayDate, parseDisplayDate, parseIsoDate, toIsoDate } from "./date-format";
