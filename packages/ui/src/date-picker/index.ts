export {
  DateField,
  defaultDateFieldMessages,
  type DateFieldMessages,
  type DateFieldProps,
} from "./date-field";
export { DatePicker, type DatePickerProps } from "./date-picker";
export { formatDisplayDate, parseDisplayDate, parseIsoDate, toIsoDate } from "./date-format";
