-- AlterTable
ALTER TABLE "Page" ADD COLUMN     "ownerEmail" TEXT;

-- AlterTable
ALTER TABLE "Person" ADD COLUMN     "ownerEmail" TEXT;
