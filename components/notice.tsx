/** A whole-page message for a counterpart: not found, no access, not available. */
export function Notice({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <main className="mx-auto flex max-w-xl flex-col gap-3 px-5 py-12">
      <h1 className="text-2xl font-semibold">{title}</h1>
      <p className="text-stone-700">{children}</p>
    </main>
  );
}
