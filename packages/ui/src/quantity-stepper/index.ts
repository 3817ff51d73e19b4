export { QuantityStepper, type QuantityStepperProps } from "./quantity-stepper";
export { parseQuantity, stepQuantity, type QuantityBounds, type QuantityCheck } from "./quantity";
