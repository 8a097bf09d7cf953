export * from "./auth";
export * from "./posts";
