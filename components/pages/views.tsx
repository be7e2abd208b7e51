/** Read-only parts of Pages, rendered on the server. Controller text is plain text or safe markdown. */
import { Markdown } from "@/components/markdown";
import { ChartView } from "./charts";

type Content = Record<string, unknown>;
const str = (value: unknown) => (typeof value === "string" ? value : "");
const list = <T,>(value: unknown) => (Array.isArray(value) ? (value as T[]) : []);
const safeHref = (url: unknown) => (typeof url === "string" && /^https?:\/\//i.test(url) ? url : null);

export function Description({ text }: { text: unknown }) {
  return typeof text === "string" && text.trim() ? <Markdown>{text}</Markdown> : null;
}

export function FileList({ files }: { files: unknown }) {
  const items = list<{ name: string; url: string; description?: string; size_bytes?: number }>(files);
  if (!items.length) return <p className="text-stone-600">No files yet.</p>;
  return (
    <ul className="flex flex-col gap-2">
      {items.map((file, index) => {
        const href = safeHref(file.url);
        return (
          <li key={index} className="rounded-md border border-stone-200 bg-white p-3">
            {href ? (
              <a href={href} rel="noopener noreferrer nofollow" target="_blank" className="font-medium underline">
                {str(file.name)}
              </a>
            ) : (
              <span className="font-medium">{str(file.name)}</span>
            )}
            {file.size_bytes ? <span className="text-sm text-stone-600"> · {Math.ceil(file.size_bytes / 1024)} KiB</span> : null}
            {file.description ? <p className="text-sm text-stone-600">{str(file.description)}</p> : null}
          </li>
        );
      })}
    </ul>
  );
}

export function Invoice({ content }: { content: Content }) {
  const items = list<{ description: string; quantity: number; unit_price: number }>(content.line_items);
  const currency = str(content.currency) || "USD";
  const money = (n: number) => new Intl.NumberFormat("en", { style: "currency", currency }).format(n);
  const total = items.reduce((sum, item) => sum + (item.quantity ?? 1) * item.unit_price, 0);
  const href = safeHref(content.checkout_url);
  return (
    <div className="flex flex-col gap-4">
      {content.due_date ? <p className="text-stone-700">Due {str(content.due_date)}</p> : null}
      <table className="w-full text-left">
        <caption className="sr-only">Line items</caption>
        <thead>
          <tr className="border-b border-stone-300">
            <th scope="col" className="py-2">Item</th>
            <th scope="col" className="py-2 text-right">Qty</th>
            <th scope="col" className="py-2 text-right">Price</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item, index) => (
            <tr key={index} className="border-b border-stone-200">
              <td className="py-2">{str(item.description)}</td>
              <td className="py-2 text-right">{item.quantity ?? 1}</td>
              <td className="py-2 text-right">{money((item.quantity ?? 1) * item.unit_price)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" className="py-2">Total</th>
            <td />
            <td className="py-2 text-right font-semibold">{money(total)}</td>
          </tr>
        </tfoot>
      </table>
      {href ? (
        <a href={href} rel="noopener noreferrer nofollow" className="self-start rounded-md bg-stone-900 px-5 py-2 font-medium text-white hover:bg-stone-700">
          Pay at checkout
        </a>
      ) : null}
      <p className="text-sm text-stone-600">Payment happens at the checkout link; this page never takes or settles payments.</p>
    </div>
  );
}

export function Dashboard({ charts }: { charts: unknown }) {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {list<Parameters<typeof ChartView>[0]["chart"]>(charts).map((chart, index) => (
        <ChartView key={index} chart={chart} />
      ))}
    </div>
  );
}

/** Controller-defined content: text members as safe markdown, everything else as plain JSON text. */
export function Artifact({ content }: { content: Content }) {
  const entries = Object.entries(content).filter(([key]) => key !== "title");
  if (!entries.length) return <p className="text-stone-600">Nothing here yet.</p>;
  return (
    <dl className="flex flex-col gap-3">
      {entries.map(([key, value]) => (
        <div key={key}>
          <dt className="font-medium">{key}</dt>
          <dd>{typeof value === "string" ? <Markdown>{value}</Markdown> : <pre className="overflow-x-auto rounded bg-stone-100 p-2 text-sm">{JSON.stringify(value, null, 2)}</pre>}</dd>
        </div>
      ))}
    </dl>
  );
}
