export { Field, FieldError, controlClasses, useFieldControl, type FieldProps } from "./field";
