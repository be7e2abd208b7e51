/** The locale a counterpart sees on this request: the Page's own, else the browser's Accept-Language (lib/core/locales.ts). */
import { headers } from "next/headers";
import { chooseLocale, translator, type ChosenLocale, type Namespace } from "@/lib/core/i18n";

export async function requestLocale(pageLocale?: string | null): Promise<ChosenLocale> {
  return chooseLocale(pageLocale, (await headers()).get("accept-language"));
}

/** A server component's translator for a namespace in the chosen locale. */
export const textFor = <N extends Namespace>(chosen: ChosenLocale, namespace: N) => translator(chosen.locale, namespace);
