// Fine: a list of the spare records that nothing registers.
import spareTools from "./lamp/spare.js";

export const DRAFT_RECORDS = [...spareTools];
