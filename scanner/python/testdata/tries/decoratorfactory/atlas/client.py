"""An API client that answers failures with error objects."""


class Gazetteer:
    def __init__(self, lang: str):
        self.lang = lang

    def place(self, name: str) -> dict:
        try:
            return {"name": name, "found": self._page(name) is not None}
        except Exception as e:
            return {"name": name, "found": False, "error": str(e)}

    def describe(self, name: str) -> str:
        try:
            page = self._page(name)
            if page is None:
                return f"No atlas entry found for '{name}'."
            return page
        except Exception as e:
            return f"Error describing '{name}': {e}"

    def find_text(self, query: str) -> str:
        page = self._page(query)
        if page is None:
            return f"No entry found for '{query}'."  # a search's empty answer: it names the query
        return page

    def facts(self, name: str) -> list:
        try:
            return [self._page(name) or ""]
        except Exception as e:
            return [f"Error extracting facts for '{name}': {e}"]

    def lookup(self, name: str) -> dict:
        pages = self._pages(name)
        if not pages:
            return {"name": name, "error": "No page found"}
        if len(pages) > 5:
            return {"name": name, "error": "No results found"}  # an empty answer's words, plural
        return {"name": name, "pages": pages}

    def _page(self, name: str):
        return None

    def _pages(self, name: str) -> list:
        return []
