export { StepProgress, type StepProgressProps } from "./step-progress";
