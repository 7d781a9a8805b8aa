import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from "drizzle-orm";
import { batchedWrites } from "../../db/batched-writes.ts";
import { type Db, deliveryDbOf, notificationsOf } from "../../db/client.ts";
import { type OutboxKind, type OutboxRow, outbox } from "../../db/tables/forms.ts";
import { OUTBOX_WAKE_CHANNEL } from "./enqueue.ts";

/**
 * The outbox worker: delivers what a commit left to do (a lead's notification and confirmation
 * mail, its webhook and CRM deliveries, lead exports), at least once, with retries.
 *
 * - Claim: due rows (pending, next_attempt_at passed, no live lease) are taken with
 *   FOR UPDATE SKIP LOCKED in one short statement that sets locked_until (a lease), so any number
 *   of workers, in any number of processes, share the rows without taking the same one.
 * - Deliver: outside any transaction, by the handler of the row's kind. The row id is the stable
 *   delivery id (the webhook's idempotency-key, the mail's Message-ID, the CRM inbox key), so a
 *   delivery repeated after a crash between sending and marking is recognisably the same one.
 * - The send ends before the lease can: it starts only while the lease has more than its margin
 *   left (else the row is left to the next claim, unsent), and it is given the time left minus
 *   that margin (a webhook's own timeout is cut to it; a send that outlasts it counts as failed).
 *   So the row is marked while this worker still holds it, never taken by another worker first.
 * - Pool: the worker's own loop keeps up to `concurrency` deliveries under way (claimed as slots
 *   free, several rows a statement), and at most `perTargetConcurrency` of them to one target (a
 *   webhook's origin, a CRM system, the mail server): a burst of leads is sent as fast as the
 *   targets answer, and no target is sent more at once than it is given. A row claimed while its
 *   target is busy waits for a slot, under its lease, counted in the pool.
 * - Mark: delivered (delivered_at) right after the send, the marks of sends that end together in
 *   one short statement (each send waits for its own mark), or the failure
 *   recorded: attempts + 1, a short last_error, the next attempt after an exponential backoff
 *   with jitter; 'dead' after max_attempts (the dead-letter list an admin replays:
 *   GET /api/admin/outbox, POST .../replay).
 * - A crashed worker's lease runs out and another worker takes the row. Delivery is therefore at
 *   least once: a process killed between a send and its mark leaves a row that is sent again,
 *   under the same id, once its lease has run out; receivers de-duplicate on that id.
 *
 * It polls (every second by default) and wakes at once when told: a NOTIFY on the "outbox"
 * channel from any process, which every writer sends in the transaction that writes the rows
 * (enqueue.ts: delivered on commit), or wakeOutbox(db) in this process. The handlers of a lead's
 * kinds (mail, integrations) are the leads feature's (runtime/features/leads/delivery-handlers.ts).
 */

/** What a delivery is told besides its row. */
interface DeliveryContext {
  /** How long the send may take: the lease left, less the time kept to mark the row. */
  timeoutMs: number;
  /**
   * The claim that took the row, the same object for every row it took: a handler may read what
   * it needs (a setting, a form's targets) once per claim, keyed on it (a WeakMap), instead of once
   * per row; the next claim reads it again, so a change applies from the next claim on.
   */
  claim: object;
}

export type OutboxHandler = (row: OutboxRow, context?: DeliveryContext) => Promise<void>;

export interface OutboxWorkerOptions {
  db: Db;
  /**
   * Handlers by kind (the leads feature's mail and integrations, the lead export's job: see
   * runtime/features/leads/delivery-handlers.ts, leadOutboxWorker). A kind without a handler is
   * left pending, untouched.
   */
  handlers?: Partial<Record<OutboxKind, OutboxHandler>>;
  /** How often due rows are looked for without a wake (default 1000 ms). */
  pollMs?: number;
  /**
   * The least time between two claims of the loop (default 10 ms): a wake sooner after a claim
   * waits out the rest, so the rows a burst queues meanwhile are claimed together.
   */
  gatherMs?: number;
  /** Rows claimed (and delivered concurrently) per round of runOnce (default 10). */
  batchSize?: number;
  /**
   * Deliveries under way at once in this worker's loop, those waiting for their target included
   * (default 128; the server's OUTBOX_CONCURRENCY). Lead exports run beside them, uncounted.
   */
  concurrency?: number;
  /** Deliveries under way at once to one target (default 32; OUTBOX_TARGET_CONCURRENCY). */
  perTargetConcurrency?: number;
  /**
   * The target a row is sent to, for perTargetConcurrency: by default a webhook's origin, else the
   * row's CRM system, else its kind.
   */
  targetOf?: (row: OutboxRow) => string;
  /**
   * How long a claim holds a row before another worker may take it (default 2 min). A send is
   * given this less a margin (a quarter of it, at most 15 s) kept for marking the row.
   */
  leaseMs?: number;
  /** The first retry's delay, doubled each attempt (default 30 s; tests use milliseconds). */
  backoffBaseMs?: number;
  /** The longest delay between attempts (default 1 h). */
  backoffCapMs?: number;
  /** Jitter's randomness, in [0, 1) (tests may pin it). */
  random?: () => number;
  /**
   * Where failures are told (the server's log): at warn, and at error for a delivery that has
   * just gone dead. Details name the row (id, kind), never the lead's values.
   */
  log?: (message: string, detail?: Record<string, unknown>, level?: "warn" | "error") => void;
  /** Called once the worker has stopped and its deliveries are marked (a transport's close). */
  onStopped?: () => void;
}

interface BackoffOptions {
  baseMs: number;
  capMs: number;
  random: () => number;
}

/**
 * The delay before the next attempt after `failures` failed ones: base × 2^(failures − 1), capped,
 * then "equal jitter" (between half and all of it) so rows failing together do not retry together.
 */
export function retryDelayMs(failures: number, options: BackoffOptions): number {
  const exponent = Math.max(0, failures - 1);
  const full = Math.min(options.capMs, options.baseMs * 2 ** Math.min(exponent, 40));
  return Math.round(full / 2 + (full / 2) * options.random());
}

/** A failure as last_error: one line, at most 300 characters. */
export function errorText(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const line = message.replace(/\s+/g, " ").trim() || "delivery failed";
  return line.length > 300 ? `${line.slice(0, 299)}…` : line;
}

/**
 * A failure as the server's log carries it: e-mail addresses masked, since a mail server's refusal
 * may quote the visitor's (last_error, read by admins only, keeps them).
 */
function logText(error: string): string {
  return error.replace(/[^\s@<>"'(),;:[\]]+@[^\s@<>"'(),;:[\]]+/g, "[e-mail]");
}

/** The longest wait between rounds while they fail (the database away). */
const ROUND_RETRY_CAP_MS = 30_000;

// Workers running in this process, by database: wakeOutbox(db) reaches them.
const running = new Map<Db, Set<OutboxWorker>>();

/**
 * Deliveries that may take long (an export of many leads): run beside the others, and renew their
 * own lease, so the send's limit below does not apply to them.
 */
const LONG_KINDS: ReadonlySet<OutboxKind> = new Set<OutboxKind>(["lead_export"]);

/** A row's target by default: the origin of its URL, else its CRM system, else its kind. */
export function defaultTargetOf(row: OutboxRow): string {
  const { url, system } = row.target;
  if (typeof url === "string" && URL.canParse(url)) return new URL(url).origin;
  if (typeof system === "string" && system !== "") return `${row.kind}:${system}`;
  return row.kind;
}

/** The deliveries under way to one target, and those waiting for one of its slots. */
interface TargetSlots {
  active: number;
  waiting: (() => void)[];
}

/** A delivered row waiting for its mark, and how its send learns the mark is written. */
/** The part of a lease kept for marking the row after its send: a quarter, at most 15 s. */
function leaseMarginMs(leaseMs: number): number {
  return Math.min(leaseMs / 4, 15_000);
}

/** The handler's promise, or a failure once `ms` have passed (the send may still end later). */
function within<T>(promise: Promise<T>, ms: number, what: () => Error): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(what()), ms);
  });
  // A send that fails after its time is up has been counted already.
  promise.catch(() => undefined);
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/**
 * Wakes this process's workers on `db` to look for due rows now instead of at their next poll.
 * Writers need not call it: the NOTIFY that enqueue() sends on commit reaches these workers too.
 * It is for rows written without that rule (a script, a test) and reaches no other process.
 */
export function wakeOutbox(db: Db): void {
  for (const worker of running.get(db) ?? []) worker.wake();
}

export class OutboxWorker {
  private readonly onStopped: (() => void) | undefined;
  readonly options: Readonly<OutboxWorkerOptions>;
  /** The database, as wakeOutbox and the wake channel know it. */
  private readonly db: Db;
  /** Where the claims and marks go: the deliveries' own pool (see deliveryDbOf). */
  private readonly queries: Db;
  private readonly handlers: Partial<Record<OutboxKind, OutboxHandler>>;
  private readonly pollMs: number;
  private readonly batchSize: number;
  private readonly concurrency: number;
  private readonly perTargetConcurrency: number;
  private readonly targetOf: (row: OutboxRow) => string;
  private readonly targets = new Map<string, TargetSlots>();
  /** Claimed rows of the loop not yet marked (sending or waiting for their target). */
  private pooled = 0;
  /** The last claim filled every free slot: more may be due once a slot frees. */
  private isPoolFull = false;
  private readonly leaseMs: number;
  private readonly backoff: BackoffOptions;
  private isRunning = false;
  private isWoken = false;
  private stopLoop: (() => void) | null = null;
  private stopGather: (() => void) | null = null;
  private readonly gatherMs: number;
  private loopDone: Promise<void> = Promise.resolve();
  private readonly inFlight = new Set<Promise<unknown>>();
  private unlisten: Promise<(() => Promise<void>) | null> = Promise.resolve(null);
  /** The waits between failed rounds (see loop). */
  private readonly roundBackoff: BackoffOptions;

  constructor(options: OutboxWorkerOptions) {
    this.options = options;
    this.db = options.db;
    this.queries = deliveryDbOf(options.db);
    this.handlers = { ...options.handlers };
    this.onStopped = options.onStopped;
    this.pollMs = options.pollMs ?? 1000;
    this.batchSize = options.batchSize ?? 10;
    this.gatherMs = options.gatherMs ?? 10;
    this.concurrency = Math.max(1, options.concurrency ?? 128);
    this.perTargetConcurrency = Math.max(1, options.perTargetConcurrency ?? 32);
    this.targetOf = options.targetOf ?? defaultTargetOf;
    this.leaseMs = options.leaseMs ?? 120_000;
    this.backoff = {
      baseMs: options.backoffBaseMs ?? 30_000,
      capMs: options.backoffCapMs ?? 3_600_000,
      random: options.random ?? Math.random,
    };
    this.roundBackoff = {
      baseMs: this.pollMs,
      capMs: Math.max(this.pollMs, ROUND_RETRY_CAP_MS),
      random: options.random ?? Math.random,
    };
  }

  /** Starts polling (and listening to wakeOutbox). */
  start(): void {
    if (this.isRunning) return;
    this.isRunning = true;
    const workers = running.get(this.db) ?? new Set<OutboxWorker>();
    running.set(this.db, workers);
    workers.add(this);
    const notifications = notificationsOf(this.db);
    if (notifications)
      this.unlisten = notifications
        .listen(
          OUTBOX_WAKE_CHANNEL,
          () => this.wake(),
          () => this.wake(),
        )
        .catch((error: unknown) => {
          this.log("outbox: not listening for wakes, polling only", { error: errorText(error) });
          return null;
        });
    this.loopDone = this.loop();
  }

  /** Stops polling and waits for the deliveries under way to be marked. */
  async stop(): Promise<void> {
    if (this.isRunning) {
      this.isRunning = false;
      running.get(this.db)?.delete(this);
      if (running.get(this.db)?.size === 0) running.delete(this.db);
      this.stopLoop?.();
      this.stopGather?.();
      await this.loopDone;
      await (await this.unlisten)?.();
    }
    await Promise.allSettled([...this.inFlight]);
    this.onStopped?.();
  }

  /** Looks for due rows now. */
  wake(): void {
    this.isWoken = true;
    this.stopLoop?.();
  }

  /**
   * One round: claims up to batchSize due rows, delivers them concurrently, marks each. Resolves
   * to the number claimed. Tests that drive the worker by hand call this instead of start().
   */
  async runOnce(): Promise<number> {
    const round = this.round();
    this.inFlight.add(round);
    try {
      return await round;
    } finally {
      this.inFlight.delete(round);
    }
  }

  /** The kinds this worker has a handler for. */
  private kinds(): OutboxKind[] {
    return (Object.keys(this.handlers) as OutboxKind[]).filter((k) => this.handlers[k]);
  }

  /** Claims up to batchSize rows and delivers them all, each target within its bound. */
  private async round(): Promise<number> {
    const kinds = this.kinds();
    if (kinds.length === 0) return 0;
    // Taken before the claim, whose now() is later: the lease ends no sooner than this says.
    const leaseEndsAt = Date.now() + this.leaseMs;
    const rows = await this.claim(kinds, this.batchSize);
    const claim = {};
    await Promise.all(rows.map((row) => this.dispatch(row, leaseEndsAt, claim)));
    return rows.length;
  }

  /**
   * One claim of the loop: as many rows as the pool has free slots, started without waiting for
   * their sends (each frees its slot when marked). A long kind (a lead export, which renews its
   * own lease) runs beside the pool. stop() waits for every one. Resolves to the number claimed,
   * or -1 when the pool had no free slot.
   */
  private async poolRound(): Promise<number> {
    const kinds = this.kinds();
    const free = this.concurrency - this.pooled;
    if (kinds.length === 0) return 0;
    if (free <= 0) {
      this.isPoolFull = true;
      return -1;
    }
    const leaseEndsAt = Date.now() + this.leaseMs;
    const rows = await this.claim(kinds, free);
    this.isPoolFull = rows.length >= free;
    const claim = {};
    for (const row of rows) {
      const isPooled = !LONG_KINDS.has(row.kind);
      if (isPooled) this.pooled++;
      const delivery = this.dispatch(row, leaseEndsAt, claim).finally(() => {
        if (!isPooled) return;
        this.pooled--;
        // The last claim took all it could and half the pool is free: look for more now (not at
        // every slot, so that a claim takes many rows).
        if (this.isPoolFull && this.pooled <= this.concurrency / 2) this.wake();
      });
      this.inFlight.add(delivery);
      void delivery.finally(() => this.inFlight.delete(delivery));
    }
    return rows.length;
  }

  /** Delivers `row` once its target has a free slot (a long kind needs none). */
  private async dispatch(row: OutboxRow, leaseEndsAt: number, claim: object): Promise<void> {
    if (LONG_KINDS.has(row.kind)) return this.deliver(row, leaseEndsAt, claim);
    const key = this.targetOf(row);
    const slots = this.targets.get(key) ?? { active: 0, waiting: [] };
    this.targets.set(key, slots);
    if (slots.active >= this.perTargetConcurrency)
      await new Promise<void>((resolve) => slots.waiting.push(resolve));
    else slots.active++;
    try {
      await this.deliver(row, leaseEndsAt, claim);
    } finally {
      // The slot passes straight to the next row waiting for this target, if any.
      const next = slots.waiting.shift();
      if (next) next();
      else if (--slots.active === 0) this.targets.delete(key);
    }
  }

  /** One claim of the loop, tracked so stop() waits for it. */
  private async loopRound(): Promise<number> {
    const round = this.poolRound();
    this.inFlight.add(round);
    try {
      return await round;
    } finally {
      this.inFlight.delete(round);
    }
  }

  private async claim(kinds: OutboxKind[], limit: number): Promise<OutboxRow[]> {
    const db = this.queries;
    const due = db
      .select({ id: outbox.id })
      .from(outbox)
      .where(
        and(
          eq(outbox.status, "pending"),
          lte(outbox.next_attempt_at, sql`now()`),
          or(isNull(outbox.locked_until), lt(outbox.locked_until, sql`now()`)),
          inArray(outbox.kind, kinds),
        ),
      )
      .orderBy(asc(outbox.next_attempt_at))
      .limit(limit)
      .for("update", { skipLocked: true });
    // One statement, so one short transaction: the rows are locked only while they are leased.
    return db
      .update(outbox)
      .set({ locked_until: sql`now() + make_interval(secs => ${this.leaseMs / 1000})` })
      .where(and(inArray(outbox.id, due), eq(outbox.status, "pending")))
      .returning();
  }

  /**
   * Sends one claimed row and marks it. The send gets the lease left less the margin: a row whose
   * lease is (nearly) over before its send starts is left unsent for the next claim, and a send
   * that outlasts its time is recorded as failed (retried after its backoff) while the lease still
   * holds, so no other worker takes the row before it is marked.
   */
  private async deliver(row: OutboxRow, leaseEndsAt: number, claim: object): Promise<void> {
    const handler = this.handlers[row.kind];
    const isLong = LONG_KINDS.has(row.kind);
    const timeoutMs = leaseEndsAt - leaseMarginMs(this.leaseMs) - Date.now();
    if (!isLong && timeoutMs <= 0) {
      this.log("outbox: a lease ran out before its send started; left for the next claim", {
        id: row.id,
      });
      return;
    }
    let failure: unknown = null;
    try {
      if (!handler) throw new Error(`no handler for ${row.kind} deliveries`);
      if (isLong) await handler(row);
      else
        await within(
          handler(row, { timeoutMs, claim }),
          timeoutMs,
          () =>
            new Error(
              `the delivery did not finish within ${Math.ceil(timeoutMs / 1000)} s, before its lease ran out`,
            ),
        );
    } catch (error) {
      failure = error ?? new Error("delivery failed");
    }
    try {
      if (failure === null) await this.markDelivered(row);
      else await this.markFailed(row, failure);
    } catch (error) {
      // The lease runs out and the row is delivered again, under the same id.
      this.log("outbox: a delivery could not be marked", { id: row.id, error: errorText(error) });
    }
  }

  /**
   * Marks `row` delivered. Marks asked for while one is being written go together in the next
   * statement, so a burst of sends ending at once costs a few updates, not one each.
   */
  private markDelivered(row: OutboxRow): Promise<void> {
    return this.writeMark(this.queries, row.id);
  }

  /** The marks of sends that end together, one statement for those waiting each time. */
  private readonly writeMark = batchedWrites(async (db: Db, ids: string[]) => {
    await db
      .update(outbox)
      .set({ status: "delivered", delivered_at: sql`now()`, locked_until: null, last_error: null })
      .where(and(inArray(outbox.id, ids), eq(outbox.status, "pending")));
  });

  private async markFailed(row: OutboxRow, error: unknown): Promise<void> {
    const delayMs = retryDelayMs(row.attempts + 1, this.backoff);
    const lastError = errorText(error);
    const [marked] = await this.queries
      .update(outbox)
      .set({
        attempts: sql`${outbox.attempts} + 1`,
        status: sql`CASE WHEN ${outbox.attempts} + 1 >= ${outbox.max_attempts} THEN 'dead' ELSE 'pending' END`,
        next_attempt_at: sql`now() + make_interval(secs => ${delayMs / 1000})`,
        locked_until: null,
        last_error: lastError,
      })
      .where(and(eq(outbox.id, row.id), eq(outbox.status, "pending")))
      .returning({ status: outbox.status, attempts: outbox.attempts });
    const detail = {
      id: row.id,
      kind: row.kind,
      attempt: row.attempts + 1,
      error: logText(lastError),
    };
    // Once, by the worker whose update made it dead: an admin has to replay it.
    if (marked?.status === "dead")
      this.log(
        "outbox: a delivery is dead after its last attempt (replay it from the dead-letter list)",
        { ...detail, attempt: marked.attempts },
        "error",
      );
    else this.log("outbox: a delivery failed", detail);
  }

  private log(
    message: string,
    detail?: Record<string, unknown>,
    level: "warn" | "error" = "warn",
  ): void {
    this.options.log?.(message, detail, level);
  }

  /**
   * Polls until stopped. A failed round (the database away) never ends the loop: the next waits
   * longer, doubling from pollMs up to ROUND_RETRY_CAP_MS, and a wake (the database's LISTEN
   * connection is back, a new lead) tries at once. The first failure of a run is logged, and the
   * round that works again; not every failure in between.
   */
  private async loop(): Promise<void> {
    let failures = 0;
    let claimedAt = Number.NEGATIVE_INFINITY;
    while (this.isRunning) {
      // Claims at most one per gatherMs: the wakes of a burst (one a lead) gather into claims of
      // many rows, instead of a claim, a statement and a round of marks for every lead.
      const sinceClaim = Date.now() - claimedAt;
      if (sinceClaim < this.gatherMs) await this.gather(this.gatherMs - sinceClaim);
      if (!this.isRunning) break;
      claimedAt = Date.now();
      this.isWoken = false;
      try {
        await this.loopRound();
        if (failures > 0 && this.isRunning)
          this.log("outbox: rounds work again", { failedRounds: failures });
        failures = 0;
      } catch (error) {
        if (this.isRunning && failures === 0)
          this.log("outbox: a round failed, retrying with backoff", { error: errorText(error) });
        failures++;
      }
      if (!this.isRunning) break;
      // A wake during the round: look again. Every free slot filled: more may be due, looked for
      // once half the pool is free again (the deliveries ending wake the loop).
      if (failures === 0 && this.isWoken) continue;
      const waitMs = failures === 0 ? this.pollMs : retryDelayMs(failures, this.roundBackoff);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, waitMs);
        // The server keeps the process alive, not the worker's timer.
        timer.unref();
        this.stopLoop = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.stopLoop = null;
    }
  }

  /** Waits `ms`, or until the worker stops (a wake does not cut it short). */
  private async gather(ms: number): Promise<void> {
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      timer.unref();
      this.stopGather = () => {
        clearTimeout(timer);
        resolve();
      };
    });
    this.stopGather = null;
  }
}
