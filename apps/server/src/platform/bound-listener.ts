/**
 * The one listener the running server binds for something that happens inside transactions with
 * no server at hand (stock back in a catalogue edit, a document issued or a status entered in an
 * order's transaction): the module where it happens keeps the slot, the module that reacts binds
 * to it at start-up, so neither imports the other the wrong way. Without a binding (a command-line
 * script) nothing hears of it.
 */
export class BoundListener<L> {
  private bound: L | null = null;

  /** Binds `listener`; answers the unbinding (which leaves a later binding alone). */
  bind(listener: L): () => void {
    this.bound = listener;
    return () => {
      if (this.bound === listener) this.bound = null;
    };
  }

  /** The listener bound now, if any. */
  get current(): L | null {
    return this.bound;
  }

  /** Runs `work` with no listener (the demo's seeding, before the server listens), then binds it back. */
  async without<T>(work: () => Promise<T>): Promise<T> {
    const bound = this.bound;
    this.bound = null;
    try {
      return await work();
    } finally {
      this.bound ??= bound;
    }
  }
}
