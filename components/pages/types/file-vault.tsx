/** file_vault: the files shared with the person, then the uploads requested from them (with what they already uploaded). */
import { VaultForm } from "@/components/pages/vault";
import { Description, FileList } from "@/components/pages/views";
import { translator } from "@/lib/core/i18n";
import { myVaultUploads } from "@/lib/domains/pages/types/file_vault/mine";
import type { ViewProps } from "./view";

export async function FileVaultView({ page, content, email, chosen }: ViewProps<"file_vault">) {
  const t = translator(chosen.locale, "vault");
  return (
    <>
      <Description text={content.description} />
      {content.deposited_files.length ? (
        <>
          <h2 className="text-lg font-semibold">{t("sharedWithYou")}</h2>
          <FileList files={content.deposited_files} chosen={chosen} />
        </>
      ) : null}
      {content.requested_uploads.length ? (
        <>
          <h2 className="text-lg font-semibold">{t("requestedFromYou")}</h2>
          <VaultForm pageId={page.id} requested={content.requested_uploads} earlier={await myVaultUploads(page.id, email)} formatLocale={chosen.formatLocale} />
        </>
      ) : null}
    </>
  );
}
