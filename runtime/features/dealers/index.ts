/** The dealers feature as other features use it: everything else in this folder is its own. */
export { findChosenRetailer } from "./chosen-retailer.ts";
export {
  createLocationRow,
  deleteLocationRow,
  listLocationRows,
  locationResource,
  updateLocationRow,
} from "./locations.ts";
