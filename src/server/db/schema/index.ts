export * from "./auth";
export * from "./posts";
export * from "./billing";
export * from "./admin";
export * from "./search";
export * from "./analytics";
export * from "./newsletter";
export * from "./jobs";
