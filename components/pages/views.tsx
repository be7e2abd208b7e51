/** Read-only parts of Pages, rendered on the server, in the person's language and formats. Controller text is plain text or safe markdown. */
import { Markdown } from "@/components/markdown";
import { formatters, translator, type ChosenLocale } from "@/lib/core/i18n";
import { fileSize, fileTypeLabel } from "@/lib/domains/pages/file-facts";
import { ArtifactBody } from "./artifact";
import { dashboardMarkup } from "@/lib/domains/pages/render";
import type { Chart } from "@/lib/domains/pages/types/data_dashboard/html";

type Content = Record<string, unknown>;
const str = (value: unknown) => (typeof value === "string" ? value : "");
const list = <T,>(value: unknown) => (Array.isArray(value) ? (value as T[]) : []);
const safeHref = (url: unknown) => (typeof url === "string" && /^https?:\/\//i.test(url) ? url : null);
const ENGLISH: ChosenLocale = { locale: "en", formatLocale: "en" };

export function Description({ text }: { text: unknown }) {
  return typeof text === "string" && text.trim() ? <Markdown>{text}</Markdown> : null;
}

/** Files offered to the person: each with its type and size, and a plain download action. */
export function FileList({ files, chosen = ENGLISH }: { files: unknown; chosen?: ChosenLocale }) {
  const t = translator(chosen.locale, "shown");
  const items = list<{ name: string; url: string; description?: string; size_bytes?: number; mime_type?: string }>(files);
  if (!items.length) return <p className="text-stone-600">{t("noFiles")}</p>;
  return (
    <ul className="flex flex-col gap-2">
      {items.map((file, index) => {
        const href = safeHref(file.url);
        const name = str(file.name);
        const facts = [fileTypeLabel(name, file.mime_type), typeof file.size_bytes === "number" ? fileSize(file.size_bytes, chosen.formatLocale) : null].filter(Boolean).join(" · ");
        return (
          <li key={index} className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-stone-200 bg-white p-3">
            <div className="min-w-0 flex-1">
              <p className="break-words font-medium text-stone-900">{name}</p>
              {facts ? <p className="text-sm text-stone-600">{facts}</p> : null}
              {file.description ? <p className="text-sm text-stone-700">{str(file.description)}</p> : null}
            </div>
            {href ? (
              <a
                href={href}
                rel="noopener noreferrer nofollow"
                target="_blank"
                aria-label={t("downloadFile", { name })}
                className="inline-flex shrink-0 items-center gap-1.5 rounded-md border border-stone-400 px-3 py-1.5 text-sm font-medium text-stone-900 hover:border-stone-700 hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-stone-900"
              >
                <svg aria-hidden="true" viewBox="0 0 16 16" width="16" height="16" fill="none" stroke="currentColor" strokeWidth="1.6">
                  <path d="M8 2v8m0 0 3-3m-3 3L5 7M3 13h10" strokeLinecap="round" strokeLinejoin="round" />
                </svg>
                {t("download")}
              </a>
            ) : (
              <span className="text-sm text-stone-600">{t("linkUnavailable")}</span>
            )}
          </li>
        );
      })}
    </ul>
  );
}

interface Party {
  name?: string;
  address?: string;
  email?: string;
}

const partyOf = (value: unknown): Party | null => {
  if (typeof value === "string" && value.trim()) return { name: value };
  if (value && typeof value === "object" && !Array.isArray(value)) {
    const party = value as Record<string, unknown>;
    return { name: str(party.name) || undefined, address: str(party.address) || undefined, email: str(party.email) || undefined };
  }
  return null;
};

function PartyBlock({ title, party }: { title: string; party: Party }) {
  return (
    <div className="min-w-0">
      <h2 className="text-sm font-medium uppercase tracking-wide text-stone-600">{title}</h2>
      {party.name ? <p className="break-words font-medium text-stone-900">{party.name}</p> : null}
      {party.address ? <p className="whitespace-pre-line break-words text-stone-700">{party.address}</p> : null}
      {party.email ? <p className="break-words text-stone-700">{party.email}</p> : null}
    </div>
  );
}

/** Today's date (UTC) as YYYY-MM-DD: a due date before it is overdue. */
const today = () => new Date().toISOString().slice(0, 10);

/**
 * An invoice: who bills whom (the content's `biller`, else the Page's
 * organisation; its `billed_to`, else the signed-in person), the due date in
 * the person's locale (overdue said plainly), the line items and the total in
 * the invoice's currency formatted for the locale.
 */
export function Invoice({ content, chosen = ENGLISH, organization, email }: { content: Content; chosen?: ChosenLocale; organization?: string | null; email?: string }) {
  const t = translator(chosen.locale, "shown");
  const format = formatters(chosen.formatLocale);
  const items = list<{ description: string; quantity?: number; unit_price: number }>(content.line_items);
  const currency = str(content.currency) || "USD";
  const money = (n: number) => format.money(Math.round(n * 100) / 100, currency);
  const amountOf = (item: { quantity?: number; unit_price: number }) => (item.quantity ?? 1) * item.unit_price;
  const total = items.reduce((sum, item) => sum + amountOf(item), 0);
  const href = safeHref(content.checkout_url);
  const due = /^\d{4}-\d{2}-\d{2}$/.test(str(content.due_date)) ? str(content.due_date) : null;
  const overdue = due !== null && due < today();
  const biller = partyOf(content.biller) ?? (organization ? { name: organization } : null);
  const billedTo = partyOf(content.billed_to) ?? (email ? { email } : null);
  return (
    <div className="flex flex-col gap-5">
      {biller || billedTo ? (
        <div className="grid gap-4 sm:grid-cols-2">
          {biller ? <PartyBlock title={t("from")} party={biller} /> : null}
          {billedTo ? <PartyBlock title={t("billedTo")} party={billedTo} /> : null}
        </div>
      ) : null}
      {due ? (
        overdue ? (
          <p className="self-start rounded-md border border-red-300 bg-red-50 px-3 py-1.5 font-semibold text-red-900">{t("overdue", { date: format.date(due) })}</p>
        ) : (
          <p className="font-medium text-stone-800">{t("due", { date: format.date(due) })}</p>
        )
      ) : null}
      <table className="w-full text-left">
        <caption className="sr-only">{t("lineItems")}</caption>
        <thead>
          <tr className="border-b border-stone-300 text-sm text-stone-700">
            <th scope="col" className="py-2 pr-2 font-medium">{t("item")}</th>
            <th scope="col" className="hidden py-2 pr-2 text-right font-medium sm:table-cell">{t("quantity")}</th>
            <th scope="col" className="hidden py-2 pr-2 text-right font-medium sm:table-cell">{t("unitPrice")}</th>
            <th scope="col" className="py-2 text-right font-medium">{t("amount")}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item, index) => (
            <tr key={index} className="border-b border-stone-200 align-top">
              <td className="py-2 pr-2">
                <span className="break-words">{str(item.description)}</span>
                {/* On a phone the quantity and unit price go under the item. */}
                <span className="block text-sm text-stone-600 sm:hidden">{`${format.number(item.quantity ?? 1)} × ${money(item.unit_price)}`}</span>
              </td>
              <td className="hidden py-2 pr-2 text-right tabular-nums sm:table-cell">{format.number(item.quantity ?? 1)}</td>
              <td className="hidden py-2 pr-2 text-right tabular-nums sm:table-cell">{money(item.unit_price)}</td>
              <td className="py-2 text-right tabular-nums">{money(amountOf(item))}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" className="py-3 pr-2 text-lg font-semibold">{t("totalDue")}</th>
            <td className="hidden sm:table-cell" />
            <td className="hidden sm:table-cell" />
            <td className="py-3 text-right text-lg font-semibold tabular-nums">{money(total)}</td>
          </tr>
        </tfoot>
      </table>
      {href ? (
        <a href={href} rel="noopener noreferrer nofollow" className="self-start rounded-md bg-stone-900 px-5 py-2 font-medium text-white hover:bg-stone-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-stone-900">
          {t("pay")}
        </a>
      ) : null}
      <p className="text-sm text-stone-600">{t("neverSettles")}</p>
    </div>
  );
}

/**
 * A dashboard's charts (lib/domains/pages/types/data_dashboard/html.ts): drawn as
 * markup in a render worker when large and kept per version of the charts
 * (lib/domains/pages/render.ts), so a view of a dashboard at its cap costs the
 * shared thread a lookup and one string, not thousands of elements
 * (test/pages/render-stall.test.ts). The markup escapes every text it holds.
 */
export async function Dashboard({ charts, chosen = ENGLISH }: { charts: unknown; chosen?: ChosenLocale }) {
  const markup = await dashboardMarkup(list<Chart>(charts), chosen);
  return <div className="grid gap-4 md:grid-cols-2" dangerouslySetInnerHTML={{ __html: markup }} />;
}

/** Controller-defined content, rendered (components/pages/artifact.tsx): markdown, tables and a collapsible tree, never a raw dump. */
export function Artifact({ content, chosen, skip }: { content: Content; chosen?: ChosenLocale; skip?: readonly string[] }) {
  return <ArtifactBody content={content} chosen={chosen} skip={skip} />;
}
