/** The toolTypes a person only reads: file_sharer, payment, data_dashboard, artifact. */
import { Artifact, Dashboard, Description, FileList, Invoice } from "@/components/pages/views";
import { brandingOf } from "@/lib/domains/pages/branding";
import type { ViewProps } from "./view";

export const FileSharerView = ({ content, chosen }: ViewProps<"file_sharer">) => <FileList files={content.files} chosen={chosen} />;

export const PaymentView = ({ page, content, chosen, email }: ViewProps<"payment">) => (
  <Invoice content={content} chosen={chosen} organization={brandingOf(page.branding).organization} email={email} />
);

export const DataDashboardView = ({ content, chosen }: ViewProps<"data_dashboard">) => (
  <>
    <Description text={content.description} />
    <Dashboard charts={content.charts} chosen={chosen} />
  </>
);

export const ArtifactView = ({ content, chosen }: ViewProps<"artifact">) => (
  <>
    <Description text={content.description} />
    {/* A text description is shown above; any other is a member like the rest. */}
    <Artifact content={content} chosen={chosen} skip={typeof content.description === "string" ? ["title", "description"] : ["title"]} />
  </>
);
