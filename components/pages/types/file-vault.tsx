/** file_vault: the files shared with the person, then the uploads requested from them. */
import { VaultForm } from "@/components/pages/vault";
import { Description, FileList } from "@/components/pages/views";
import type { ViewProps } from "./view";

export function FileVaultView({ page, content }: ViewProps<"file_vault">) {
  return (
    <>
      <Description text={content.description} />
      <h2 className="text-lg font-semibold">Shared with you</h2>
      <FileList files={content.deposited_files} />
      {content.requested_uploads.length ? (
        <>
          <h2 className="text-lg font-semibold">Requested from you</h2>
          <VaultForm pageId={page.id} requested={content.requested_uploads} />
        </>
      ) : null}
    </>
  );
}
