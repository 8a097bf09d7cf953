export * from "./auth";
export * from "./posts";
export * from "./analytics";
