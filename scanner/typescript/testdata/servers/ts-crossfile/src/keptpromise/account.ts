// An account client that asks for its user as it is built and keeps the promise: a method
// hands it back or awaits it, and the tools of tools.ts await those methods.
export class LoginError extends Error {}

interface Profile {
  id: number;
  name: string;
}

export class AccountClient {
  #profile: Promise<Profile>;
  private quota: Promise<number>;
  private plan: Promise<string>;
  private region: Promise<string>;

  constructor(private readonly token: string) {
    this.#profile = this.#loadProfile();
    void this.#profile.catch(() => {});
    this.quota = this.loadQuota();
    this.plan = this.loadPlan().catch(() => "free");
    this.region = this.loadRegion();
  }

  async #loadProfile(): Promise<Profile> {
    try {
      const res = await fetch("https://accounts.example/me", { headers: { authorization: this.token } });
      return (await res.json()) as Profile;
    } catch (err) {
      // BAD: the kept promise rejects with it, and profile() hands it to the tool that awaits it.
      throw new LoginError(`Could not load the account; check ACCOUNT_TOKEN: ${err}`); // want: raisederror
    }
  }

  private async loadQuota(): Promise<number> {
    const res = await fetch("https://accounts.example/quota", { headers: { authorization: this.token } });
    if (!res.ok) {
      // BAD: remaining() awaits the kept promise outside any try.
      throw new LoginError(`Quota lookup failed with HTTP ${res.status}`); // want: raisederror
    }
    return Number(await res.text());
  }

  private async loadPlan(): Promise<string> {
    const res = await fetch("https://accounts.example/plan");
    if (!res.ok) {
      // FINE: the constructor keeps the promise of the catch chained on it, not this one.
      throw new LoginError(`Plan lookup failed with HTTP ${res.status}`);
    }
    return res.text();
  }

  private async loadRegion(): Promise<string> {
    const res = await fetch("https://accounts.example/region");
    if (!res.ok) {
      // FINE: homeRegion() awaits it inside a try whose catch answers.
      throw new LoginError(`Region lookup failed with HTTP ${res.status}`);
    }
    return res.text();
  }

  profile(): Promise<Profile> {
    return this.#profile;
  }

  async remaining(): Promise<number> {
    const left = await this.quota;
    return left;
  }

  async currentPlan(): Promise<string> {
    return await this.plan;
  }

  async homeRegion(): Promise<string> {
    try {
      return await this.region;
    } catch {
      return "unknown";
    }
  }
}
