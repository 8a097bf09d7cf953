import type { BrowserContext } from "@playwright/test";
import { signInAs as signInPageAs } from "./sign-in";

type Role = "reader" | "editor" | "owner";

/** A sample editor (one of the seeded authors) for journeys that need the editor role. */
export const sampleEditorEmail = "maya.okafor@groundwork.local";

/**
 * Signs a browser context in through the real magic-link journey. Roles come from the
 * account, not from the test: owner@groundwork.local is the sample owner, the sample authors
 * are editors, and any new address is a reader.
 */
export async function signInAs(context: BrowserContext, email: string, role: Role): Promise<void> {
  if (role === "owner" && email !== "owner@groundwork.local")
    throw new Error("Only owner@groundwork.local is an owner in the e2e database.");
  if (role === "editor" && !email.endsWith("@groundwork.local"))
    throw new Error(`Use a sample author, e.g. ${sampleEditorEmail}, for the editor role.`);
  const page = await context.newPage();
  await signInPageAs(page, email, "/account");
  await page.close();
}
