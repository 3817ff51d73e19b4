export { StepProgress, stepState, type StepProgressProps, type StepState } from "./step-progress";
