export { ScheduleAssessment, type ScheduleAssessmentProps } from "./schedule-assessment";
