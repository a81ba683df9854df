import { successOf, type SurfaceDescription } from './surface';

/**
 * The A2A 0.3 agent card (served at /.well-known/agent-card.json and the legacy /.well-known/agent.json):
 * one skill per operation group. The surface speaks plain HTTP+JSON, not A2A JSON-RPC, hence the transport.
 */
export function buildAgentCard(surface: SurfaceDescription, publicUrl: string): Record<string, unknown> {
  return {
    protocolVersion: '0.3.0',
    name: surface.title,
    description: surface.summary,
    url: publicUrl,
    preferredTransport: 'HTTP+JSON',
    version: surface.version,
    documentationUrl: `${publicUrl}/llms.txt`,
    capabilities: { streaming: false, pushNotifications: false, stateTransitionHistory: false, extensions: [] },
    defaultInputModes: ['application/json'],
    defaultOutputModes: ['application/json'],
    skills: surface.skills.map((skill) => {
      const operations = surface.operations.filter((operation) => operation.skill === skill.id);
      return {
        id: skill.id,
        name: skill.name,
        description: skill.description,
        tags: skill.tags,
        examples: operations.map((operation) => `${operation.method.toUpperCase()} ${publicUrl}${operation.path}`),
        inputModes: ['application/json'],
        outputModes: [...new Set(operations.map((operation) => successOf(operation).contentType ?? 'application/json'))],
      };
    }),
    supportsAuthenticatedExtendedCard: false,
  };
}
