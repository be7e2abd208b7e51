/** Small server-rendered pieces of the operator console (English: it is the deploying team's; docs/decisions.md). */
import Link from "next/link";

export function OperatorShell({ email, title, children }: { email: string; title: string; children: React.ReactNode }) {
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-8 sm:px-6">
      <header className="flex flex-wrap items-baseline justify-between gap-2 border-b border-stone-300 pb-4">
        <div>
          <p className="text-sm text-stone-600">
            <Link href="/operator" className="underline underline-offset-2">
              Operator console
            </Link>
          </p>
          <h1 className="text-2xl font-semibold">{title}</h1>
        </div>
        <p className="text-sm text-stone-600">
          Signed in as <span className="font-medium text-stone-800">{email}</span>
        </p>
      </header>
      <main className="flex flex-col gap-8">{children}</main>
    </div>
  );
}

export function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A table of label/value pairs (a figure per row). */
export function Figures({ caption, rows }: { caption: string; rows: [string, React.ReactNode][] }) {
  return (
    <table className="w-full max-w-xl border-collapse text-sm">
      <caption className="sr-only">{caption}</caption>
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label} className="border-b border-stone-200">
            <th scope="row" className="py-1.5 pr-4 text-left font-normal text-stone-700">
              {label}
            </th>
            <td className="py-1.5 text-right font-medium tabular-nums" data-figure={label}>
              {value}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A data table with column headers; wide tables scroll sideways on a phone. */
export function DataTable({ caption, head, rows }: { caption: string; head: string[]; rows: React.ReactNode[][] }) {
  return (
    <div className="overflow-x-auto" role="region" aria-label={`${caption} (table)`} tabIndex={0}>
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-stone-400 text-left">
            {head.map((h) => (
              <th key={h} scope="col" className="py-1.5 pr-4 font-semibold whitespace-nowrap">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length ? (
            rows.map((cells, i) => (
              <tr key={i} className="border-b border-stone-200 align-top">
                {cells.map((cell, j) => (
                  <td key={j} className="py-1.5 pr-4">
                    {cell}
                  </td>
                ))}
              </tr>
            ))
          ) : (
            <tr>
              <td colSpan={head.length} className="py-2 text-stone-600">
                None.
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}
