/** An e_signature Page's heading (its own file: lib/domains/pages/rendered.ts puts it into the document snapshot, in the render worker too). */
import { headingFrom } from "../heading";

export const documentHeading = headingFrom("title", "document_title");
