export {
  Field,
  FieldError,
  RequiredMark,
  controlClasses,
  useFieldControl,
  type FieldProps,
} from "./field";
