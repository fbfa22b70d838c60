// The tracker's API client, one member per part, and the factory that builds it.
import { ProjectsApi } from "./projects.js";

export class TrackerClient {
  projects: ProjectsApi;

  constructor(private readonly url: string) {
    this.projects = new ProjectsApi();
  }
}

export class ClientFactory {
  constructor(private readonly url: string) {}

  createClient(): TrackerClient {
    return new TrackerClient(this.url);
  }
}
