import "server-only";
import type { z } from "zod";
import type { ActionError, ActionResult } from "@/lib/action-result";
import type { UserRole } from "@/lib/roles";
import type { AppSession } from "@/lib/session";
import { actorFromSession, type Actor } from "@/server/auth/permissions";
import { requireRole } from "@/server/auth/session";
import { classifyError } from "./classify-error";

/** What an action's function returns on success; a failure is thrown (or built with `actionFailure`). */
export type ActionReply<T> = { data?: T; message?: string; values?: Record<string, string> };
type ActionFailure<T> = ActionResult<T> & { ok: false };

export type ActionContext = { actor: Actor; session: AppSession };

/** Called with plain input (`action(input)`) or by a form through useActionState (`action(previous, formData)`). */
export type ServerAction<Input, T> = {
  (input: Input): Promise<ActionResult<T>>;
  (previous: ActionResult<T>, form: FormData): Promise<ActionResult<T>>;
};

/**
 * The edge for server actions: checks the session's role (`reader` = anyone signed in),
 * validates the input with zod (a form's text fields when called by a form), runs `fn`, and
 * returns one `ActionResult` shape. Errors come back as values, never thrown: forms show
 * them inline and keep what was typed.
 *
 *   export const renameThing = withAction("editor", schema, async (input, { actor }) => {
 *     await renameThingInDomain({ actor, ...input });
 *     return { message: "Renamed" };
 *   });
 */
export function withAction<Schema extends z.ZodType, T = undefined>(
  role: UserRole,
  schema: Schema,
  fn: (input: z.output<Schema>, context: ActionContext) => Promise<ActionReply<T> | ActionFailure<T>>,
): ServerAction<z.input<Schema>, T> {
  const action = async (...args: [unknown] | [ActionResult<T>, FormData]): Promise<ActionResult<T>> => {
    const form = args.length === 2 ? args[1] : null;
    const values = form ? formValues(form) : undefined;
    try {
      const session = await requireRole(role);
      const input = schema.parse(form ? values : args[0]) as z.output<Schema>;
      const reply = await fn(input, { actor: actorFromSession(session), session });
      if ("ok" in reply) return { values, ...reply, at: Date.now() } as ActionResult<T>;
      return { ok: true, values, ...reply, at: Date.now() } as ActionResult<T>;
    } catch (error) {
      return { ok: false, error: toActionError(error), values, at: Date.now() };
    }
  };
  return action as ServerAction<z.input<Schema>, T>;
}

/** For an action that answers a failure with more than the error (a conflict's current version). */
export function actionFailure<T>(error: unknown, extra: { conflict?: T } = {}): ActionFailure<T> {
  return { ok: false, error: toActionError(error), ...extra };
}

/** The edge's error verdict (see classify-error.ts) as a value for a form. */
function toActionError(error: unknown): ActionError {
  const { code, message, fields } = classifyError(error);
  return { code, message, fields };
}

function formValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of form.entries()) if (typeof value === "string" && !key.startsWith("$ACTION")) values[key] = value;
  return values;
}
