/** The message a counterpart sees after sending something: success (a status) or a problem (an alert). */
export function Result({ ok, children }: { ok: boolean; children: React.ReactNode }) {
  return (
    <p role={ok ? "status" : "alert"} className={`rounded-md border p-3 ${ok ? "border-green-300 bg-green-50 text-green-900" : "border-red-300 bg-red-50 text-red-900"}`}>
      {children}
    </p>
  );
}
