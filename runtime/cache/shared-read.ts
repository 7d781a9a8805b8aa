/**
 * A read shared by the callers that wait together: a caller is answered by a read that started
 * after it asked (so it sees every write committed before it asked), and the callers arriving while
 * a read runs share the next one. A burst of requests costs a read per round trip, not per request.
 */
export class SharedRead<T> {
  private running: Promise<T> | null = null;
  private next: Promise<T> | null = null;

  constructor(private readonly load: () => Promise<T>) {}

  read(): Promise<T> {
    if (!this.running) return this.start();
    if (!this.next) {
      const after = this.running.then(
        () => undefined,
        () => undefined,
      );
      this.next = after.then(() => {
        this.next = null;
        return this.start();
      });
    }
    return this.next;
  }

  private start(): Promise<T> {
    const running = this.load();
    this.running = running;
    const clear = () => {
      if (this.running === running) this.running = null;
    };
    running.then(clear, clear);
    return running;
  }
}
