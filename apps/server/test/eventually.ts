/** What `find` answers once it answers something, asked every 50 ms for at most `ms`. */
export async function eventually<T>(find: () => T | undefined | Promise<T | undefined>, what: string, ms = 15_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const found = await find();
    if (found) return found;
    if (Date.now() > until) throw new Error(`waited in vain for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
