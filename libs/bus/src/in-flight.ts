/** Handler runs still going, so that a drain can wait for them. */
export class InFlight {
  private readonly running = new Set<Promise<void>>();

  track(work: Promise<unknown>): void {
    const settled: Promise<void> = work.then(
      () => this.forget(settled),
      () => this.forget(settled),
    );
    this.running.add(settled);
  }

  /** Resolves once nothing is running, including work started while waiting. */
  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.all(this.running);
  }

  private forget(settled: Promise<void>): void {
    this.running.delete(settled);
  }
}
