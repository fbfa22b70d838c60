// The tool tables: each entry names the class whose execute runs the tool.
import { FetchOrderTool } from "./fetchorder.js";
import { CancelOrderTool } from "./cancelorder.js";
import { CountOrdersTool } from "./countorders.js";

export const orderTools = [
  { name: "fetch_order", description: "Fetch an order", class: FetchOrderTool },
  { name: "cancel_order", description: "Cancel an order", class: CancelOrderTool },
];

export const quietTools = [{ name: "count_orders", description: "Count orders", class: CountOrdersTool }];
