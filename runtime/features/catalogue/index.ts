/** The model catalogue as other features use it: everything else in this folder is its own. */
export { catalogueCurrency } from "./routes.ts";
export { type CatalogueSeed, readCatalogue, seedCatalogue } from "./store.ts";
