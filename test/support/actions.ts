/**
 * The counterpart page's server actions (app/pages/[id]/actions.ts) over
 * HTTP, as the browser's form sends them: the action's id from this build's
 * manifest, and a multipart body as React's encodeReply makes it for
 * (pageId bound, previous state, FormData).
 */
import { readFileSync } from "node:fs";
import { baseUrl } from "./agent";

/** The id of one of app/pages/[id]/actions.ts's actions in this build. */
export function actionId(name: string): string {
  const manifest = JSON.parse(readFileSync(".next/server/server-reference-manifest.json", "utf8")) as { node: Record<string, { exportedName?: string }> };
  const found = Object.entries(manifest.node).find(([, entry]) => entry.exportedName === name);
  if (!found) throw new Error(`no server action ${name} in the build`);
  return found[0];
}

/** Posts `fields` (name, value pairs; a name may repeat) to an action of the Page as a signed-in counterpart; the answer is the action's RSC payload. */
export async function postAction(name: string, pageId: string, cookie: string, fields: [string, string][]): Promise<{ status: number; text: string }> {
  const boundary = "----leaseholdactionboundary";
  const part = (field: string, value: string) => `--${boundary}\r\nContent-Disposition: form-data; name="${field}"\r\n\r\n${value}\r\n`;
  const body = fields.map(([field, value]) => part(`_1_${field}`, value)).join("") + part("0", JSON.stringify([pageId, {}, "$K1"])) + `--${boundary}--\r\n`;
  const response = await fetch(`${baseUrl()}/pages/${pageId}`, {
    method: "POST",
    headers: { cookie, "next-action": actionId(name), "content-type": `multipart/form-data; boundary=${boundary}`, origin: baseUrl(), accept: "text/x-component" },
    body,
  });
  return { status: response.status, text: await response.text() };
}
