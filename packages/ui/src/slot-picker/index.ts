export { SlotPicker, type SlotPickerProps, type TimeSlot } from "./slot-picker";
export {
  parseHour,
  slotAccessibleName,
  slotRangeText,
  slotTimeOfDay,
  type TimeOfDay,
} from "./slot-label";
