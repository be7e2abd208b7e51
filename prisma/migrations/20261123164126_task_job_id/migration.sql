-- AlterTable
ALTER TABLE "Task" ADD COLUMN     "jobId" TEXT;
