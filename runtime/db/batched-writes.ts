interface Waiting<R> {
  row: R;
  resolve: () => void;
  reject: (error: unknown) => void;
}

interface Group<R> {
  waiting: Waiting<R>[];
  isWriting: boolean;
}

/**
 * Writes that concurrent callers ask for, grouped: a row asked for while no write runs is written
 * at once; the rows asked for while one runs wait, and go together in the next statement. A burst
 * (deliveries ending together: their marks, the development mail transport's `sent_mail`, the
 * local CRM's inbox) costs a few multi-row statements instead of one per row. Each caller waits
 * for its own row. When a group's write fails, each of its rows is written again alone, so a bad
 * row fails only its own caller.
 *
 * `write` writes the rows it is given in one statement; groups are kept apart per database (or
 * whatever `write` is given to write to).
 */
export function batchedWrites<D extends object, R>(
  write: (db: D, rows: R[]) => Promise<void>,
): (db: D, row: R) => Promise<void> {
  const groups = new WeakMap<D, Group<R>>();
  const writeGroup = async (db: D, batch: Waiting<R>[]) => {
    try {
      await write(
        db,
        batch.map((w) => w.row),
      );
      for (const w of batch) w.resolve();
    } catch (error) {
      if (batch.length === 1) batch[0]?.reject(error);
      else
        await Promise.all(
          batch.map((w) => write(db, [w.row]).then(w.resolve, (alone: unknown) => w.reject(alone))),
        );
    }
  };
  const drain = async (db: D, group: Group<R>) => {
    group.isWriting = true;
    while (group.waiting.length > 0) await writeGroup(db, group.waiting.splice(0));
    group.isWriting = false;
  };
  return (db, row) =>
    new Promise<void>((resolve, reject) => {
      let group = groups.get(db);
      if (!group) {
        group = { waiting: [], isWriting: false };
        groups.set(db, group);
      }
      group.waiting.push({ row, resolve, reject });
      if (!group.isWriting) void drain(db, group);
    });
}
