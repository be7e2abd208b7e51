/** Who is asking, on a Page and its sign-in page: the organisation's logo and name under an accent bar, and its contact line. */
import { translator, type ChosenLocale } from "@/lib/core/i18n";
import type { Branding } from "@/lib/domains/pages/branding";

export function BrandHeader({ pageId, branding }: { pageId: string; branding: Branding }) {
  if (!branding.organization && !branding.logoUrl) return null;
  return (
    <header className="flex items-center gap-3 border-t-4 pt-3" style={{ borderTopColor: branding.accentColor ?? "#d6d3d1" }}>
      {branding.logoUrl ? (
        // Served from this origin (lib/domains/pages/logo.ts); decorative beside the name.
        // eslint-disable-next-line @next/next/no-img-element
        <img src={`/api/counterpart/pages/${encodeURIComponent(pageId)}/logo`} alt={branding.organization ? "" : "Logo"} className="h-10 w-auto max-w-40 object-contain" />
      ) : null}
      {branding.organization ? <p className="text-lg font-semibold text-stone-900">{branding.organization}</p> : null}
    </header>
  );
}

export function ContactLine({ branding, chosen }: { branding: Branding; chosen: ChosenLocale }) {
  const t = translator(chosen.locale, "common");
  return branding.contact ? (
    <footer className="border-t border-stone-200 pt-4 text-sm text-stone-600">
      {branding.organization ? t("contact", { organization: branding.organization }) : t("contactSender")} <span className="font-medium text-stone-800">{branding.contact}</span>
    </footer>
  ) : null;
}
