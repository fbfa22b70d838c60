// An HTTP client whose axios interceptors throw the failures of every request it makes: the
// response interceptor its own, the request interceptor a token refresh's, through a token check
// that reads a date first (a library call that may throw, which hides nothing behind it).
import axios, { AxiosInstance } from "axios";

export class SeedApiError extends Error {}

export class SeedClient {
  private http: AxiosInstance;
  private expiresAt = new Date(0);

  constructor() {
    this.http = axios.create({ baseURL: "https://seeds.invalid" });
    this.http.interceptors.request.use(async (config) => {
      await this.checkToken();
      return config;
    });
    this.http.interceptors.response.use(
      (response) => response,
      async (error) => {
        if (error.response?.status === 404) {
          throw new SeedApiError("no such seed");
        }
        throw new SeedApiError(`seed service: ${error.message}`);
      },
    );
  }

  private async checkToken(): Promise<void> {
    if (this.expiresAt.getTime() < Date.now() + 60_000) {
      await this.refreshToken();
    }
  }

  private async refreshToken(): Promise<void> {
    const response = await fetch("https://seeds.invalid/token", { method: "POST" });
    if (!response.ok) {
      throw new SeedApiError("token refresh failed");
    }
    this.expiresAt = new Date(Date.now() + 3_600_000);
  }

  async request<T>(method: string, path: string): Promise<T> {
    const response = await this.http.request<T>({ method, url: path });
    return response.data;
  }

  async find<T>(path: string): Promise<T> {
    return this.request<T>("GET", path);
  }
}
