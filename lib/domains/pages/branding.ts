/**
 * A Page's branding, set by the controller: who is asking (the
 * organisation, its logo, a contact line), an accent colour and the locale
 * of the Page's surfaces. Shown on the Page, its sign-in page and sign-in
 * email and the browser tab, so a person knows who sent them the link.
 */
import { z } from "zod";
import "zod-openapi";
import { config } from "../../core/config";
import { LOCALES, type Locale } from "../../core/locales";

/** The languages of the counterpart surfaces (lib/core/i18n). */
export const PAGE_LOCALES = LOCALES;
export type PageLocale = Locale;

export const BrandingSchema = z
  .strictObject({
    organization: z.string().trim().min(1).max(100).optional().meta({ description: "Who is asking: shown on the Page, its sign-in page and email, and the browser tab." }),
    logoUrl: z
      .url({ protocol: /^https?$/, error: "an https URL of an image" })
      .max(2_000)
      // http only for local development and tests (EGRESS_ALLOW_LOCAL), as every address the service fetches (lib/core/egress).
      .refine((url) => url.startsWith("https:") || config().egress.allowLocal, "an https URL of an image")
      .optional()
      .meta({ description: "An https image shown beside the organisation's name (at most 40 px high)." }),
    accentColor: z
      .string()
      .regex(/^#[0-9a-fA-F]{6}$/, "a colour such as #0F766E")
      .optional()
      .meta({ description: "A colour such as #0F766E for the Page's header bar." }),
    contact: z.string().trim().min(1).max(200).optional().meta({ description: "A contact line shown at the foot of the Page, e.g. an email address or a phone number." }),
    locale: z.enum(PAGE_LOCALES).optional().meta({ description: "The language of the Page's surfaces (en, es, fr, de); English when absent." }),
  })
  .meta({ id: "PageBranding", description: "Who is asking, shown to the people who open the Page.", example: { organization: "Praxis Weber", logoUrl: "https://praxis-weber.example/logo.png", accentColor: "#0F766E", contact: "termine@praxis-weber.example", locale: "de" } });

export type Branding = z.infer<typeof BrandingSchema>;

/** A stored Page's branding (none, or what does not parse: nothing). */
export function brandingOf(stored: unknown): Branding {
  const parsed = BrandingSchema.safeParse(stored ?? {});
  return parsed.success ? parsed.data : {};
}
