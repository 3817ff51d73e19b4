"use client";
/**
 * @bookwell/ui: the public surface. Anything not exported here is private.
 */
export { cn } from "./lib/cn";
export * from "./button";
