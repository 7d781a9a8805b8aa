/** The forms feature as other features use it: everything else in this folder is its own. */
export { confirmationAddress } from "./routing.ts";
export type { FormsService } from "./service.ts";
export { checked, checkedSettings, type FormRow, requireForm, validatorOf } from "./store.ts";
