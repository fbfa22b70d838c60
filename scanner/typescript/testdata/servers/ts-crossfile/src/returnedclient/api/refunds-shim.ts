export { RefundsAPI } from "./orders.js";
