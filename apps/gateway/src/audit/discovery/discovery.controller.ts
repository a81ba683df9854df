import { Controller, Get, Header } from '@nestjs/common';
import { buildAgentCard } from '../../discovery/agent-card';
import { buildLlmsTxt } from '../../discovery/llms-txt';
import { buildOpenApiDocument } from '../../discovery/openapi-document';
import { AuditConfig } from '../audit-config';
import { AUDIT_SURFACE } from '../audit-surface';

/** The free documents that let clients and agents find their way: built once, served as they are. */
@Controller()
export class DiscoveryController {
  private readonly openApi: Record<string, unknown>;
  private readonly agentCard: Record<string, unknown>;
  private readonly llmsTxt: string;

  constructor(config: AuditConfig) {
    this.openApi = buildOpenApiDocument(AUDIT_SURFACE, config.publicUrl);
    this.agentCard = buildAgentCard(AUDIT_SURFACE, config.publicUrl);
    this.llmsTxt = buildLlmsTxt(AUDIT_SURFACE, config.publicUrl);
  }

  @Get('openapi.json')
  openApiDocument(): Record<string, unknown> {
    return this.openApi;
  }

  @Get(['.well-known/agent-card.json', '.well-known/agent.json'])
  agentCardDocument(): Record<string, unknown> {
    return this.agentCard;
  }

  @Get('llms.txt')
  @Header('Content-Type', 'text/plain; charset=utf-8')
  llmsTxtDocument(): string {
    return this.llmsTxt;
  }
}
