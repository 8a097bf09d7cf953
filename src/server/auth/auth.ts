import "server-only";
import NextAuth from "next-auth";
import { buildAuthConfig } from "./auth-config";

/** The one Auth.js instance. Everything outside src/server/auth goes through session.ts. */
export const { handlers, auth } = NextAuth(() => buildAuthConfig());
