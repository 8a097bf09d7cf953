import "server-only";
import type { z } from "zod";
import type { AppSession } from "@/lib/session";
import { actorFromSession, type Actor } from "@/server/auth/permissions";
import type { UserRole } from "@/server/db/schema/auth";
import { AppError } from "@/server/errors";
import { toErrorResponse } from "./error-response";
import { readBody, type BodyKind } from "./read-body";
import { assertSameSite } from "./same-origin";

export type RouteOptions<Schema extends z.ZodType | undefined> = {
  /**
   * At least this role (`reader` = any signed-in person, else 401/403); `guest` reads the
   * session when there is one; omitted, the session is not read at all (no database).
   */
  role?: UserRole | "guest";
  /** Validates the body (read as `read`, JSON by default); the handler gets the parsed value. */
  body?: Schema;
  read?: BodyKind;
  /** Bytes; default 64 kB. */
  limit?: number;
  tooLargeMessage?: string;
  /** State-changing requests from another site are refused (403) unless this says `allow`. */
  crossSite?: "refuse" | "allow";
  /** For HTML form posts: an AppError becomes a 303 back to this page with `?error=<message>`. */
  formErrorsTo?: string;
};

export type RouteContext<Schema extends z.ZodType | undefined, Params> = {
  request: Request;
  body: Schema extends z.ZodType ? z.output<Schema> : unknown;
  /** True when the body was an HTML form (urlencoded or multipart). */
  isForm: boolean;
  form: FormData | null;
  session: AppSession | null;
  /** Set when `role` names a role. */
  actor: Actor | null;
  params: Params;
};

type NextRouteContext<Params> = { params: Promise<Params> };

/**
 * The edge for route handlers: Origin check, role check, one size-limited body read and
 * zod validation, and one error → response mapping; the handler calls a domain function
 * with plain values and shapes the answer.
 *
 *   export const POST = withRoute({ role: "editor", body: schema }, async ({ body, actor }) =>
 *     Response.json(await doSomething({ actor, ...body })));
 */
export function withRoute<Schema extends z.ZodType | undefined = undefined, Params = Record<string, string | string[]>>(
  options: RouteOptions<Schema>,
  handler: (context: RouteContext<Schema, Params>) => Promise<Response>,
): (request: Request, context?: NextRouteContext<Params>) => Promise<Response> {
  return async (request, context) => {
    let isForm = false;
    try {
      if (options.crossSite !== "allow") assertSameSite(request);
      const session = options.role ? await readSession(options.role) : null;
      const actor = session && options.role !== "guest" ? actorFromSession(session) : null;
      let raw: unknown = undefined;
      let form: FormData | null = null;
      if (options.body || options.read) {
        const read = await readBody(request, options.read ?? "json", options.limit, options.tooLargeMessage);
        if (read.kind === "form") {
          isForm = true;
          form = read.form;
        }
        raw = read.value;
      }
      const body = (options.body ? options.body.parse(raw) : raw) as RouteContext<Schema, Params>["body"];
      const params = ((await context?.params) ?? {}) as Params;
      return await handler({ request, body, isForm, form, session, actor, params });
    } catch (error) {
      if (isForm && options.formErrorsTo && error instanceof AppError) {
        return seeOther(`${options.formErrorsTo}?error=${encodeURIComponent(error.message)}`, request);
      }
      return toErrorResponse(error);
    }
  };
}

/** Loaded only by routes that read the session, so the others (and their tests) never load Auth.js. */
async function readSession(role: UserRole | "guest"): Promise<AppSession | null> {
  const { getSession, requireRole } = await import("@/server/auth/session");
  return role === "guest" ? getSession() : requireRole(role);
}

/** A 303 to a path on this site (or an absolute URL), as a form post expects. */
export function seeOther(location: string, request: Request): Response {
  return Response.redirect(new URL(location, new URL(request.url).origin), 303);
}
