// The exchange's tools by name.
import { listTrunks, holdLine } from "./trunks.js";

export const exchangeHandlers = {
  list_trunks: listTrunks,
  hold_line: holdLine,
};
