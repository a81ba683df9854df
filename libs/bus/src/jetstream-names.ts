const NAMESPACE = /^[A-Za-z0-9_-]*$/;

/**
 * Where bus subjects and queue names live on the NATS server. A namespace prefixes every subject and stream,
 * so that several deployments or test runs can share one server without seeing each other's messages.
 */
export class JetStreamNames {
  constructor(readonly namespace: string) {
    if (!NAMESPACE.test(namespace)) throw new Error(`invalid bus namespace "${namespace}": use [A-Za-z0-9_-]`);
  }

  subject(subject: string): string {
    return this.namespace ? `${this.namespace}.${subject}` : subject;
  }

  /** One stream per subject: a work-queue stream refuses two consumers with overlapping filters. */
  stream(subject: string): string {
    return toName(this.subject(subject));
  }

  consumer(queue: string): string {
    return toName(queue);
  }

  /** The filter matching every subject of this namespace. */
  allSubjects(): string {
    return this.namespace ? `${this.namespace}.>` : '>';
  }
}

// Stream and consumer names may not contain '.', wildcards, whitespace or path separators.
function toName(value: string): string {
  return value.replace(/[^A-Za-z0-9_-]/g, '_');
}
