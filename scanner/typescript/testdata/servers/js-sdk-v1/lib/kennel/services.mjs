// A factory that builds the services once and hands them out as the members of one object.
import Kennel from "./kennel.mjs";
import Groomer from "./groomer.mjs";
import { Shed, Walker } from "./shed.mjs";

export function createServices(options = {}) {
  if (!options.dir) {
    throw new Error("dir is required");
  }
  const kennel = new Kennel(options.dir);
  return { dir: options.dir, kennel, groomer: new Groomer(kennel), walker: new Walker() };
}

export function createSpareServices(options) {
  if (options.spare) {
    return { shed: new Shed() };
  }
  return { shed: null };
}
