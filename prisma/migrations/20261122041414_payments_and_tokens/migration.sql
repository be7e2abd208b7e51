/*
  Warnings:

  - The values [expired] on the enum `LeaseStatus` will be removed. If these variants are still used in the database, this will fail.
  - A unique constraint covering the columns `[resourceId]` on the table `Lease` will be added. If there are existing duplicate values, this will fail.
  - Added the required column `hint` to the `CapabilityToken` table without a default value. This is not possible if the table is not empty.
  - Added the required column `resourceId` to the `Lease` table without a default value. This is not possible if the table is not empty.

*/
-- AlterEnum
BEGIN;
CREATE TYPE "LeaseStatus_new" AS ENUM ('pending', 'active', 'destroyed');
ALTER TABLE "public"."Lease" ALTER COLUMN "status" DROP DEFAULT;
ALTER TABLE "Lease" ALTER COLUMN "status" TYPE "LeaseStatus_new" USING ("status"::text::"LeaseStatus_new");
ALTER TYPE "LeaseStatus" RENAME TO "LeaseStatus_old";
ALTER TYPE "LeaseStatus_new" RENAME TO "LeaseStatus";
DROP TYPE "public"."LeaseStatus_old";
ALTER TABLE "Lease" ALTER COLUMN "status" SET DEFAULT 'active';
COMMIT;

-- AlterTable
ALTER TABLE "CapabilityToken" ADD COLUMN     "hint" TEXT NOT NULL;

-- AlterTable
ALTER TABLE "Lease" ADD COLUMN     "resourceId" TEXT NOT NULL;

-- AlterTable
ALTER TABLE "Payment" ADD COLUMN     "payload" JSONB,
ADD COLUMN     "requirements" JSONB;

-- CreateIndex
CREATE UNIQUE INDEX "Lease_resourceId_key" ON "Lease"("resourceId");
