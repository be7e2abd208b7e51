/** A card presenting one leasable resource on the home page. */
export function ResourceCard({ name, price, definition, note }: { name: string; price: string; definition: string; note: string }) {
  return (
    <article className="rounded-xl border border-stone-200 bg-white p-6 shadow-sm">
      <div className="flex items-baseline justify-between gap-4">
        <h3 className="text-2xl font-semibold">{name}</h3>
        <p className="font-mono text-sm text-stone-700">{price}</p>
      </div>
      <p className="mt-3 text-stone-700">{definition}</p>
      <p className="mt-3 text-sm text-stone-600">{note}</p>
    </article>
  );
}
