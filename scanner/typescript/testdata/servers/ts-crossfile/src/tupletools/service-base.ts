import { GardenApi, gardenApi } from "./api.js";

export class ServiceBase {
  protected api: GardenApi;

  constructor() {
    this.api = gardenApi;
  }
}
