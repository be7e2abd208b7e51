/**
 * Who is asking: a Page bought with branding shows the
 * organisation and its logo on the sign-in page and on the Page, names them in
 * the sign-in email and the tab, and its contact line at the foot.
 * Screenshots at 1280×800 and 390×844.
 */
import http from "node:http";
import zlib from "node:zlib";
import type { AddressInfo } from "node:net";
import { expect, test } from "@playwright/test";
import { latestOutboxMessage } from "../lib/domains/auth/outbox";
import { outboxDir } from "../playwright.config";
import { expectAccessible, leasePage, screenshotBoth, signInAndOpen } from "./support";

/** A solid 64×64 PNG of one colour, made here (zlib; CRC-32 from zlib too). */
function solidPng(rgb: [number, number, number], size = 64): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(size * 3).map((_, i) => rgb[i % 3]!)]);
  const pixels = zlib.deflateSync(Buffer.concat(Array.from({ length: size }, () => row)));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk("IHDR", header), chunk("IDAT", pixels), chunk("IEND", Buffer.alloc(0))]);
}
// The brand's logo, served by a local "brand" host (the service fetches it: EGRESS_ALLOW_LOCAL in playwright.config.ts).
const LOGO = solidPng([15, 118, 110]);
let brandHost: http.Server;
let logoUrl = "";
test.beforeAll(async () => {
  brandHost = http.createServer((_request, response) => response.writeHead(200, { "content-type": "image/png" }).end(LOGO));
  await new Promise<void>((resolve) => brandHost.listen(0, "127.0.0.1", resolve));
  logoUrl = `http://127.0.0.1:${(brandHost.address() as AddressInfo).port}/logo.png`;
});
test.afterAll(async () => {
  await new Promise((resolve) => brandHost?.close(resolve));
});

test("a branded Page says who is asking, from the sign-in page to the Page", async ({ page }) => {
  const leased = await leasePage({
    label: "Physio check-in",
    toolType: "custom_form",
    content: { title: "Before your first session", fields: [{ name: "pain", label: "Where does it hurt?", type: "long_text", required: true }] },
    branding: { organization: "Praxis Weber", logoUrl, accentColor: "#0F766E", contact: "termine@praxis-weber.example" },
  });
  const email = "branding-e2e@example.com";
  await page.goto(`/pages/${leased.id}`);
  await expect(page).toHaveURL(/\/signin/);
  await expect(page.getByText("Praxis Weber asks you to open “Physio check-in”.", { exact: false })).toBeVisible();
  await expect(page.locator("header img")).toHaveJSProperty("naturalWidth", 64);
  await screenshotBoth(page, "branding-signin");
  await expectAccessible(page);

  await signInAndOpen(page, email, `/pages/${leased.id}`);
  const message = await latestOutboxMessage(outboxDir, email);
  expect(message?.subject).toBe("Praxis Weber: sign in to open “Physio check-in”");
  await expect(page).toHaveTitle("Before your first session · Praxis Weber · Leasehold");
  await expect(page.locator("header")).toContainText("Praxis Weber");
  await expect(page.locator("header img")).toHaveJSProperty("naturalWidth", 64);
  await expect(page.locator("footer")).toContainText("termine@praxis-weber.example");
  await screenshotBoth(page, "branding-page");
  await expectAccessible(page);
});
