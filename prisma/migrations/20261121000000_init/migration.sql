-- CreateSchema
CREATE SCHEMA IF NOT EXISTS "public";

-- CreateEnum
CREATE TYPE "ScanType" AS ENUM ('quick', 'full');

-- CreateEnum
CREATE TYPE "JobStatus" AS ENUM ('pending', 'done', 'failed');

-- CreateEnum
CREATE TYPE "PaymentProtocol" AS ENUM ('x402', 'mpp');

-- CreateEnum
CREATE TYPE "PaymentStatus" AS ENUM ('verified', 'settled', 'failed');

-- CreateTable
CREATE TABLE "ScanJob" (
    "id" UUID NOT NULL,
    "url" TEXT NOT NULL,
    "finalUrl" TEXT,
    "scanType" "ScanType" NOT NULL,
    "categories" TEXT[],
    "status" "JobStatus" NOT NULL DEFAULT 'pending',
    "pagesLimit" INTEGER NOT NULL,
    "pagesCrawled" INTEGER NOT NULL DEFAULT 0,
    "error" TEXT,
    "result" JSONB,
    "score" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "startedAt" TIMESTAMP(3),
    "finishedAt" TIMESTAMP(3),

    CONSTRAINT "ScanJob_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PageArtifact" (
    "id" BIGSERIAL NOT NULL,
    "scanId" UUID NOT NULL,
    "url" TEXT NOT NULL,
    "statusCode" INTEGER NOT NULL,
    "depth" INTEGER NOT NULL,
    "artifact" JSONB NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PageArtifact_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CategoryScore" (
    "scanId" UUID NOT NULL,
    "category" TEXT NOT NULL,
    "score" INTEGER NOT NULL,
    "rulesChecked" INTEGER NOT NULL,
    "rulesPassed" INTEGER NOT NULL,
    "issues" JSONB NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CategoryScore_pkey" PRIMARY KEY ("scanId","category")
);

-- CreateTable
CREATE TABLE "Payment" (
    "id" UUID NOT NULL,
    "protocol" "PaymentProtocol" NOT NULL,
    "replayKey" TEXT NOT NULL,
    "payer" TEXT,
    "route" TEXT NOT NULL,
    "amount" TEXT NOT NULL,
    "asset" TEXT NOT NULL,
    "network" TEXT NOT NULL,
    "status" "PaymentStatus" NOT NULL DEFAULT 'verified',
    "txHash" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "settledAt" TIMESTAMP(3),

    CONSTRAINT "Payment_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Link" (
    "id" BIGSERIAL NOT NULL,
    "scanId" UUID NOT NULL,
    "sourceUrl" TEXT NOT NULL,
    "targetUrl" TEXT NOT NULL,
    "sourceHost" TEXT NOT NULL,
    "targetHost" TEXT NOT NULL,
    "anchorText" TEXT NOT NULL,
    "rel" TEXT NOT NULL DEFAULT '',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Link_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "ScanJob_url_status_finishedAt_idx" ON "ScanJob"("url", "status", "finishedAt");

-- CreateIndex
CREATE UNIQUE INDEX "PageArtifact_scanId_url_key" ON "PageArtifact"("scanId", "url");

-- CreateIndex
CREATE INDEX "Payment_payer_createdAt_idx" ON "Payment"("payer", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "Payment_protocol_replayKey_key" ON "Payment"("protocol", "replayKey");

-- CreateIndex
CREATE INDEX "Link_targetUrl_idx" ON "Link"("targetUrl");

-- CreateIndex
CREATE INDEX "Link_targetHost_idx" ON "Link"("targetHost");

-- CreateIndex
CREATE UNIQUE INDEX "Link_scanId_sourceUrl_targetUrl_anchorText_key" ON "Link"("scanId", "sourceUrl", "targetUrl", "anchorText");

-- AddForeignKey
ALTER TABLE "PageArtifact" ADD CONSTRAINT "PageArtifact_scanId_fkey" FOREIGN KEY ("scanId") REFERENCES "ScanJob"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CategoryScore" ADD CONSTRAINT "CategoryScore_scanId_fkey" FOREIGN KEY ("scanId") REFERENCES "ScanJob"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Link" ADD CONSTRAINT "Link_scanId_fkey" FOREIGN KEY ("scanId") REFERENCES "ScanJob"("id") ON DELETE CASCADE ON UPDATE CASCADE;

