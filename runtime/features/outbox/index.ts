/** The outbox as other features use it: queue work in a transaction, and the worker. */
export { enqueue, type NewOutboxRow, wakeWorkersOnCommit } from "./enqueue.ts";
export { type OutboxHandler, OutboxWorker, type OutboxWorkerOptions } from "./outbox.ts";
