"use client";

/**
 * The consent page's problem with the pasted capability token (or the wallet sign-in), at the top of
 * the form: it takes focus when it appears and links to the field, as
 * components/pages/error-summary.tsx does; unlike that summary it does not
 * say that nothing was lost, because the token is never sent back to the page
 * (it would have to travel in a URL or be stored): the person pastes it again.
 */
import { useEffect, useRef } from "react";
import { useTranslations } from "use-intl/react";

export function TokenProblem({ message, field = "token" }: { message: string; field?: "token" | "wallet" }) {
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
          href={field === "token" ? "#field-capability_token" : "#field-wallet"}
          className="font-medium underline underline-offset-2"
          onClick={(event) => {
            const target = document.getElementById(field === "token" ? "field-capability_token" : "field-wallet");
            if (target) {
              event.preventDefault();
              target.focus();
            }
          }}
        >
          {message}
        </a>
      </p>
      <p className="mt-1 text-sm">{field === "token" ? t("pasteAgain") : t("signAgain")}</p>
    </div>
  );
}
