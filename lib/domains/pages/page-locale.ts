/** The language a Page's controller chose for it (its branding's locale), for what a server action answers. */
import { db } from "../../core/db/client";
import type { Locale } from "../../core/i18n";
import { brandingOf } from "./branding";

export async function pageLocale(pageId: string): Promise<Locale | undefined> {
  const page = await db().page.findUnique({ where: { id: pageId }, select: { branding: true } });
  return page ? brandingOf(page.branding).locale : undefined;
}
