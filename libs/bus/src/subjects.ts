// Rules both buses enforce identically, because JetStream imposes them: one stream (work queue) per subject.

const LITERAL_SUBJECT = /^[^\s.*>]+(\.[^\s.*>]+)*$/;

/** Wildcards would make two subjects' work queues overlap. */
export function assertLiteralSubject(subject: string): void {
  if (!LITERAL_SUBJECT.test(subject)) {
    throw new Error(`invalid bus subject "${subject}": use dot-separated tokens, no wildcards or spaces`);
  }
}

/** A work queue hands each message to exactly one queue group, so a second group is refused. */
export function queueGroupConflict(subject: string, queue: string): Error {
  return new Error(`work queue "${subject}" is already consumed by another queue group than "${queue}"`);
}
