-- AlterTable: the bytes of uploads each Page holds (or has reserved for an upload in progress), against PAGE_UPLOAD_QUOTA_BYTES
ALTER TABLE "Page" ADD COLUMN     "uploadBytes" BIGINT NOT NULL DEFAULT 0;

-- Existing uploads count against the quota
UPDATE "Page" SET "uploadBytes" = totals.bytes
FROM (SELECT "pageId", SUM("sizeBytes")::BIGINT AS bytes FROM "PageUpload" GROUP BY "pageId") AS totals
WHERE totals."pageId" = "Page"."id";

-- AlterTable: the https origins allowed to frame each Page (none by default)
ALTER TABLE "Page" ADD COLUMN     "embedOrigins" TEXT[] DEFAULT ARRAY[]::TEXT[];
