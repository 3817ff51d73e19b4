export * from "./lookup";
