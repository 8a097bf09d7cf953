import { readFileSync } from "node:fs";

/**
 * Calls one of the app's server actions over HTTP the way the browser's React client does
 * (`Next-Action` header, arguments as JSON text), so a test can publish on one particular node
 * without driving the editor. The action id comes from the build's manifest, by export name.
 */
export async function callServerAction(input: {
  baseUrl: string;
  /** A page that uses the action, e.g. /admin/posts/new. */
  pagePath: string;
  exportedName: string;
  args: unknown[];
  cookie: string;
}): Promise<{ status: number; body: string }> {
  const response = await fetch(`${input.baseUrl}${input.pagePath}`, {
    method: "POST",
    headers: {
      "Next-Action": serverActionId(input.exportedName),
      Origin: input.baseUrl,
      "Content-Type": "text/plain;charset=UTF-8",
      Accept: "text/x-component",
      Cookie: input.cookie,
    },
    body: JSON.stringify(input.args),
  });
  return { status: response.status, body: await response.text() };
}

function serverActionId(exportedName: string): string {
  const manifest = JSON.parse(readFileSync(".next/server/server-reference-manifest.json", "utf8")) as {
    node: Record<string, { exportedName?: string }>;
  };
  const id = Object.entries(manifest.node).find(([, action]) => action.exportedName === exportedName)?.[0];
  if (!id) throw new Error(`No server action named ${exportedName} in the build`);
  return id;
}
