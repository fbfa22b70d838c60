export class KennelClient {
  async listDogs(): Promise<any> {
    try {
      const res = await fetch("https://kennel.example/dogs");
      return { success: true, data: await res.json() };
    } catch (error) {
      return { success: false, error: String(error) };
    }
  }
}
