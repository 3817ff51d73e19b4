export {
  DatePicker,
  formatDisplayDate,
  parseIsoDate,
  toIsoDate,
  type DatePickerProps,
} from "./date-picker";
