import { routeLabel, type OperationSpec, type SurfaceDescription } from './surface';

/**
 * llms.txt (llmstxt.org): `# title`, `> summary`, plain paragraphs, then one `## section` per skill listing
 * its operations as `- [name](url): note`, and a last section for the free discovery documents.
 */
export function buildLlmsTxt(surface: SurfaceDescription, publicUrl: string): string {
  const link = (operation: OperationSpec): string =>
    `- [${routeLabel(operation)}](${publicUrl}${operation.path}): ${operation.summary} (${operation.paid ? 'paid per call' : 'free'})`;
  const sections = surface.skills.map((skill) => ({
    title: skill.name,
    operations: surface.operations.filter((operation) => operation.skill === skill.id),
  }));
  sections.push({ title: 'Discovery', operations: surface.operations.filter((operation) => operation.skill === undefined) });
  return [
    `# ${surface.title}`,
    `> ${surface.summary}`,
    ...surface.details,
    ...sections.map(({ title, operations }) => [`## ${title}`, '', ...operations.map(link)].join('\n')),
  ].join('\n\n') + '\n';
}
