/** The toolTypes a person only reads: file_sharer, payment, data_dashboard, artifact. */
import { Artifact, Dashboard, Description, FileList, Invoice } from "@/components/pages/views";
import type { ViewProps } from "./view";

export const FileSharerView = ({ content }: ViewProps<"file_sharer">) => <FileList files={content.files} />;

export const PaymentView = ({ content }: ViewProps<"payment">) => <Invoice content={content} />;

export const DataDashboardView = ({ content }: ViewProps<"data_dashboard">) => (
  <>
    <Description text={content.description} />
    <Dashboard charts={content.charts} />
  </>
);

export const ArtifactView = ({ content }: ViewProps<"artifact">) => (
  <>
    <Description text={content.description} />
    <Artifact content={content} />
  </>
);
