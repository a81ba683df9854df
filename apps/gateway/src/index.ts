export { createAuditApp, type AuditAppOptions } from './audit/create-audit-app';
export { AuditSurfaceModule, type AuditSurfaceDeps } from './audit/audit-surface.module';
export { applyHttpSetup, HTTP_APP_OPTIONS } from './http/http-app';
