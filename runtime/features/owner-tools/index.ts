/** The owner tools (VIN checks, the list of affected vehicles) as other features use them. */
export { affectedVinAdminHandlers, vinCheckHandlers } from "./routes.ts";
export { seedAffectedVins } from "./store.ts";
