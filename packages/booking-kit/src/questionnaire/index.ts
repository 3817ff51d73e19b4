export { PropertyQuestionnaire, type PropertyQuestionnaireProps } from "./property-questionnaire";
export * from "./questionnaire-rules";
