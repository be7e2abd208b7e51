"use client";

/**
 * The summary of what stops a form from being sent, at its top: it takes
 * focus when it appears (a screen reader announces it, a keyboard is there),
 * says how many answers need attention and links to each field (`#field-<name>`,
 * as components/pages/form-page.tsx names them). Each field shows its own
 * message beside it too; nothing the person typed is lost (the action
 * answers with their values).
 */
import { useEffect, useRef } from "react";
import { useTranslations } from "use-intl/react";

export interface FieldProblem {
  /** The field's name: its control's id is `field-<name>`. */
  name: string;
  label: string;
  message: string;
}

export function ErrorSummary({ problems, message }: { problems: FieldProblem[]; message?: string }) {
  const t = useTranslations("common");
  const box = useRef<HTMLDivElement>(null);
  const key = problems.map((p) => `${p.name}:${p.message}`).join("|") + (message ?? "");
  useEffect(() => {
    if (key) box.current?.focus();
  }, [key]);
  if (!problems.length && !message) return null;
  return (
    <div ref={box} tabIndex={-1} role="alert" aria-labelledby="error-summary-title" className="rounded-md border-2 border-red-700 bg-red-50 p-4 text-red-900 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-red-800">
      <h2 id="error-summary-title" className="font-semibold">
        {problems.length ? t("errorSummary", { count: problems.length }) : message}
      </h2>
      {problems.length ? (
        <>
          {message ? <p className="mt-1">{message}</p> : null}
          <p className="mt-1 text-sm">{t("errorSummaryHint")}</p>
          <ul className="mt-2 list-disc pl-5">
            {problems.map((problem) => (
              <li key={problem.name}>
                <a
                  href={`#field-${problem.name}`}
                  className="font-medium underline underline-offset-2"
                  onClick={(event) => {
                    // Focus the control itself (a link to an id only scrolls), or the first of a group.
                    const target = document.getElementById(`field-${problem.name}`) ?? document.querySelector<HTMLElement>(`[name="${CSS.escape(problem.name)}"]`);
                    if (target) {
                      event.preventDefault();
                      target.focus();
                      target.scrollIntoView({ block: "center" });
                    }
                  }}
                >
                  {problem.label}: {problem.message}
                </a>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
