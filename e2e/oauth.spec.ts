import { Client, StreamableHTTPClientTransport } from "@modelcontextprotocol/client";
import { expect, test } from "@playwright/test";
import { finishConnector, REDIRECT_URI, startConnector, TestConnector } from "../test/support/oauth";
import { expectAccessible, fundPayer, lease, screenshotBoth } from "./support";

test.describe.configure({ mode: "serial" });

const PAYER = 201;

test("a connector's whole OAuth flow: discovery from the 401, metadata, registration, PKCE, consent in Chromium, token, tool call", async ({ page, baseURL }) => {
  await fundPayer(PAYER);
  const person = await lease("persons", { name: "Ada", goal: "Answer questions about opening hours." }, PAYER);
  const connector = new TestConnector("Claude");
  const { challenge, resourceMetadataUrl } = await startConnector(baseURL!, connector);
  expect(challenge.status).toBe(401);
  expect(resourceMetadataUrl.toString()).toBe(`${baseURL}/.well-known/oauth-protected-resource/mcp`);

  // The client's redirect URI, as the browser would reach it.
  let landed: URL | null = null;
  await page.route(`${new URL(REDIRECT_URI).origin}/**`, async (route) => {
    landed = new URL(route.request().url());
    await route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>Connected</title><p>Connected</p>" });
  });

  await page.goto(connector.authorizationUrl!.toString());
  await expect(page.getByRole("heading", { level: 1, name: "Connect Claude" })).toBeVisible();
  await expect(page.getByText("It will be sent back to connector.example.")).toBeVisible();
  await expectAccessible(page);
  await screenshotBoth(page, "oauth-consent");

  // A wrong token: the page says so beside the field, the token in no URL.
  await page.getByLabel("Capability token of the Person or Page to connect").fill(`at_live_${"1".repeat(36)}`);
  await page.getByRole("button", { name: "Approve" }).click();
  const problem = page.getByRole("alert", { name: "There is a problem" });
  await expect(problem).toContainText("paste it again");
  await expect(problem).toBeFocused();
  await expect(page.locator("#token-error")).toContainText("not a live capability token");
  expect(page.url()).not.toContain("at_live_");
  await expectAccessible(page);
  await screenshotBoth(page, "oauth-consent-refused");

  await page.getByLabel("Capability token of the Person or Page to connect").fill(person.token);
  await page.getByRole("button", { name: "Approve" }).click();
  await expect.poll(() => landed?.toString() ?? "").toContain("code=");
  const redirect = landed!;
  expect(redirect.searchParams.get("state")).toBe("state-123");

  await finishConnector(baseURL!, connector, redirect, resourceMetadataUrl);
  const client = new Client({ name: "connector", version: "1.0.0" });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${baseURL}/mcp`), { requestInit: { headers: { authorization: `Bearer ${connector.stored!.access_token}` } } }));
  const result = await client.callTool({ name: "get_person", arguments: {} });
  expect(result.isError).toBeFalsy();
  expect(result.structuredContent).toMatchObject({ id: person.id, name: "Ada" });
  await client.close();
});
