export class PageService {
  async fetchPage(url: string) {
    try {
      const response = await fetch(url);
      return { status: response.status, body: await response.text() };
    } catch (error: any) {
      return { error: error.message, details: error.cause };
    }
  }

  async countWords(text: string) {
    return text.split(/\s+/).filter(Boolean).length;
  }
}

export const pageService = new PageService();
