"use client";

/**
 * The consent page's problem with the pasted capability token, at the top of
 * the form: it takes focus when it appears and links to the field, as
 * components/pages/error-summary.tsx does; unlike that summary it does not
 * say that nothing was lost, because the token is never sent back to the page
 * (it would have to travel in a URL or be stored): the person pastes it again.
 */
import { useEffect, useRef } from "react";
import { useTranslations } from "use-intl/react";

export function TokenProblem({ message }: { message: string }) {
  const t = useTranslations("oauth");
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), [message]);
  return (
    <div ref={box} tabIndex={-1} role="alert" aria-labelledby="error-summary-title" className="rounded-md border-2 border-red-700 bg-red-50 p-4 text-red-900 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-red-800">
      <h2 id="error-summary-title" className="font-semibold">
        {t("errorSummary")}
      </h2>
      <p className="mt-1">
        <a
          href="#field-capability_token"
          className="font-medium underline underline-offset-2"
          onClick={(event) => {
            const target = document.getElementById("field-capability_token");
            if (target) {
              event.preventDefault();
              target.focus();
            }
          }}
        >
          {message}
        </a>
      </p>
      <p className="mt-1 text-sm">{t("pasteAgain")}</p>
    </div>
  );
}
