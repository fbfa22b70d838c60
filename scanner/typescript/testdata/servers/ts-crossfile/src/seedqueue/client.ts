// An HTTP client whose axios interceptors throw the failures of every request it makes.
import axios, { AxiosInstance } from "axios";

export class SeedApiError extends Error {}

export class SeedClient {
  private http: AxiosInstance;

  constructor() {
    this.http = axios.create({ baseURL: "https://seeds.invalid" });
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

  async request<T>(method: string, path: string): Promise<T> {
    const response = await this.http.request<T>({ method, url: path });
    return response.data;
  }

  async find<T>(path: string): Promise<T> {
    return this.request<T>("GET", path);
  }
}
