/** The outbox as other features use it: queue work in a transaction, and the worker. */
export {
  enqueue,
  type LeadOutboxRow,
  type NewOutboxRow,
  storeWithDeliveries,
  wakeWorkersOnCommit,
} from "./enqueue.ts";
export {
  defaultTargetOf,
  type OutboxHandler,
  OutboxWorker,
  type OutboxWorkerOptions,
} from "./outbox.ts";
