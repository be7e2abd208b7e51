/*
  Warnings:

  - You are about to drop the column `lockedBy` on the `Task` table. All the data in the column will be lost.
  - You are about to drop the column `lockedUntil` on the `Task` table. All the data in the column will be lost.

*/
-- DropIndex
DROP INDEX "Task_status_lockedUntil_idx";

-- AlterTable
ALTER TABLE "Task" DROP COLUMN "lockedBy",
DROP COLUMN "lockedUntil",
ADD COLUMN     "turnHeld" BOOLEAN NOT NULL DEFAULT false;
