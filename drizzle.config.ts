import { defineConfig } from "drizzle-kit";

// Only `drizzle-kit generate` is used: migrations are applied by src/server/db/migrate.ts,
// which loads the pg_trgm extension into PGlite (drizzle-kit's own PGlite cannot).
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/server/db/schema/index.ts",
  out: "./src/server/db/migrations",
  casing: "snake_case",
});
